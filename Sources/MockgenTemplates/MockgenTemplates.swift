// The generated EmbeddedTemplates.swift (see Plugins/EmbedTemplates) is this target.
