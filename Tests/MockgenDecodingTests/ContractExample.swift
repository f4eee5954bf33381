// The same text the JSON tests parse (Tests/MockgenJSONTests/TestSupport.swift): the schema
// must accept what the parser tests treat as the canonical small scenario.

/// The first scenario of Docs/scenario-format.md#a-first-scenario.
let contractExample = """
    {
      "name": "two-sections",
      "device": "iphone-15-pro",
      "list": {
        "kind": "table",
        "style": "plain",
        "sectionHeaderTopPadding": 0,
        "sections": [
          { "header": { "height": 40, "title": "First" }, "rows": { "count": 24, "height": 44 } },
          { "header": { "height": 40, "title": "Second" }, "rows": [ { "height": 80 }, { "height": 44 } ] }
        ]
      }
    }
    """
