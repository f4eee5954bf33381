/// The minimal scenario of Docs/scenario-format.md#a-first-scenario: the JSON parser tests parse it, and the
/// schema tests check that the schema accepts it.
public let minimalScenario = """
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
