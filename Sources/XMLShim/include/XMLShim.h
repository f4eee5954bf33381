int xmlshim_placeholder(void);
