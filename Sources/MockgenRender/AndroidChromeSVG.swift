import MockgenLayout
import MockgenText

extension FrameSVG {
    /// An Android preset's system chrome (AndroidChrome, sourced there): the punch hole in black,
    /// the clock in the frame's Roboto (the root's family on an Android device) at the left, the
    /// Wi-Fi, cellular and battery icons at the right, the gesture handle. The status bar's items
    /// take the colour that stands out from what is behind them, as on iOS; the handle the label
    /// colour of the appearance (assumption: SystemUI tints it for the content behind it).
    func writeAndroidChrome(_ chrome: AndroidChrome, into out: inout MarkupBuffer) {
        let ink = statusBarInk
        if let hole = chrome.hole {
            let box = Rect(
                x: hole.centre.x - hole.radius, y: hole.centre.y - hole.radius, width: 2 * hole.radius, height: 2 * hole.radius)
            writeRect(box, Paint(RGBA(r: 0, g: 0, b: 0)), radius: hole.radius, into: &out)
        }
        writeText(
            "9:41", x: chrome.clockX, centreY: chrome.lineY, size: chrome.clockSize, weight: .medium, color: ink,
            into: &out)
        // Wi-Fi: Material's full-signal fan, an arc on top narrowing to a point at the bottom; in
        // its 24-unit glyph the fan spans about 0.3 to 23.7 across and 3 to 21 down (the 15 dp box is
        // that glyph scaled by 15 / 24).
        let wifi = chrome.wifi
        let unit = wifi.width / 24
        let chordHalf = 11.7 * unit
        let chordY = wifi.y + 7.3 * unit
        let sag = (7.3 - 3) * unit
        let radius = (chordHalf * chordHalf + sag * sag) / (2 * sag)
        let centreX = wifi.x + 12 * unit
        out.append("<path d=\"M")
        out.appendPoint(centreX, wifi.y + 21 * unit)
        out.append("L")
        out.appendPoint(centreX - chordHalf, chordY)
        out.append("A")
        out.appendPoint(radius, radius)
        out.append(" 0 0 1 ")
        out.appendPoint(centreX + chordHalf, chordY)
        out.append("Z\"")
        if let paint = Paint(ink) { out.append(paint) }
        out.append("/>\n")
        // Cellular: Material's full-signal triangle, its right angle at the bottom right, 2 to 22
        // of 24 units each way.
        let cell = chrome.cellular
        let step = cell.width / 24
        out.append("<path d=\"M")
        out.appendPoint(cell.x + 2 * step, cell.y + 22 * step)
        out.append("L")
        out.appendPoint(cell.x + 22 * step, cell.y + 22 * step)
        out.append("L")
        out.appendPoint(cell.x + 22 * step, cell.y + 2 * step)
        out.append("Z\"")
        if let paint = Paint(ink) { out.append(paint) }
        out.append("/>\n")
        // Battery, upright and full: SystemUI's drawable is a 12 x 20 canvas, a cap 6 wide and 2
        // tall over a body with rounded corners (assumption: 1 unit).
        let battery = chrome.battery
        let u = battery.width / 12
        writeRect(
            Rect(x: battery.x + 3 * u, y: battery.y, width: 6 * u, height: 2 * u), Paint(ink), into: &out)
        writeRect(
            Rect(x: battery.x, y: battery.y + 2 * u, width: battery.width, height: battery.height - 2 * u), Paint(ink),
            radius: u, into: &out)
        if let handle = chrome.handle {
            writeRect(handle, Paint(ColorSpec.semantic("label").resolved(in: appearance)), radius: handle.height / 2, into: &out)
        }
    }
}
