/// A text-heavy screen for Docs/performance.md#text-heavy-frames: a chat of `messages` bubbles, self-sized rows of
/// wrapped text, generated the same way on every run (a fixed seed, no clock, no randomness from
/// the system), so that two builds draw the same frames and the bench compares like with like.
///
/// Each row is a vertical stack aligned to its side (leading: received, grey; trailing: sent,
/// blue) holding a horizontal stack at most 70 % of the row wide, rounded 18 pt, around one label
/// of `"lines": 0`: the bubble of the chat screens in the tests (ContentScreensTests). The texts
/// mix Latin and Korean sentences of one to six fragments, a few with emoji (single, with
/// variation selector 16, a ZWJ family, a flag), so the rows wrap to one to several lines.
func chatScenario(messages: Int = 5_000) -> (name: String, json: String) {
    var random = SplitMix64(seed: 0x6d_6f63_6b67_656e)
    var rows: [String] = []
    rows.reserveCapacity(messages)
    for _ in 0..<messages {
        let sent = random.next(below: 2) == 0
        let korean = random.next(below: 5) < 2
        let fragments = korean ? ChatCorpus.korean : ChatCorpus.latin
        // Mostly short messages, some long ones: 1, 1, 1, 2, 2, 3, 4, 6 fragments.
        let count = [1, 1, 1, 2, 2, 3, 4, 6][random.next(below: 8)]
        var text = (0..<count).map { _ in fragments[random.next(below: fragments.count)] }.joined(separator: " ")
        if random.next(below: 6) == 0 { text += " " + ChatCorpus.emoji[random.next(below: ChatCorpus.emoji.count)] }
        rows.append(chatRow(text, sent: sent))
    }
    let name = "chat-\(messages)"
    let json = #"""
        {
          "name": "\#(name)",
          "title": "A chat of \#(messages) messages",
          "device": "iphone-15-pro",
          "navigationBar": { "kind": "system", "height": 44, "title": "Chat" },
          "list": {
            "kind": "table", "style": "plain", "separatorStyle": "none", "sectionHeaderTopPadding": 0,
            "sections": [ { "rows": [
              \#(rows.joined(separator: ",\n      "))
            ] } ]
          },
          "scroll": { "path": ["start", "end"] }
        }
        """#
    return (name, json)
}

/// One message's row: `"height": "automatic"`, its bubble on the sender's side.
private func chatRow(_ text: String, sent: Bool) -> String {
    let side = sent ? "trailing" : "leading"
    let fill = sent ? "systemBlue" : "systemGray5"
    let ink = sent ? "#FFFFFF" : "label"
    return #"{ "height": "automatic", "content": { "stack": "vertical", "alignment": "\#(side)", "#
        + #""padding": { "top": 4, "left": 16, "bottom": 4, "right": 16 }, "children": [ "#
        + #"{ "stack": "horizontal", "maxWidth": "70%", "cornerRadius": 18, "color": "\#(fill)", "children": [ "#
        + #"{ "label": "\#(text)", "lines": 0, "color": "\#(ink)", "padding": { "top": 8, "left": 12, "bottom": 8, "right": 12 } } ] } ] } }"#
}

/// Sentences written for this benchmark (no quotes or backslashes: they go into JSON as they are).
enum ChatCorpus {
    static let latin = [
        "ok", "Sure!", "On my way.", "Running ten minutes late, sorry.",
        "Did you see the message from the landlord about the boiler?",
        "Let's meet at the bakery on the corner, the one with the green door.",
        "I can bring the projector if someone else brings the cables.",
        "The train was cancelled again, so I am taking the bus instead.",
        "Can you send me the photos from Saturday when you get a chance?",
        "Thanks!", "Haha, yes.", "No worries at all.",
        "Remember to water the plants on the balcony while I am away next week.",
        "The meeting moved to Thursday afternoon at three.",
        "Supercalifragilisticexpialidocious is still the longest word I know.",
        "What time does the match start?",
    ]
    static let korean = [
        "네", "좋아요!", "지금 가는 중이에요.", "조금 늦을 것 같아요, 미안해요.",
        "오늘 저녁에 역 근처 식당에서 만날까요?", "사진 보내줘서 고마워요.",
        "회의가 목요일 오후 세 시로 바뀌었어요.", "내일 아침에 우산 꼭 챙기세요, 비가 많이 온대요.",
        "주말에 다 같이 공원에서 자전거 탈래요?", "알겠습니다.", "ㅋㅋㅋ 맞아요",
        "택배가 벌써 도착했어요, 생각보다 훨씬 빨랐네요.",
        "다음 주에 부산으로 출장 가는데 추천할 만한 맛집 있어요?", "108cm²까지 들어가요.",
    ]
    static let emoji = ["👍", "😂", "🎉", "❤️", "👨‍👩‍👧", "🇰🇷", "🙏🏽"]
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a fixed seed gives the same chat on every machine and every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A value in 0..<n (the tiny modulo bias does not matter for a corpus pick).
    mutating func next(below n: Int) -> Int { Int(next() % UInt64(n)) }
}
