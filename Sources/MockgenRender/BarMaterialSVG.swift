import MockgenLayout

/// A translucent bar's material (Docs/uikit-rules.md, "Bar materials"): what scrolls under the
/// bar, blurred, behind the bar's own tint. UIKit's default bar background (UIBarAppearance's
/// `configureWithDefaultBackground`) is a blur effect, the system chrome material, not a faded
/// colour: text under a navigation bar, tab bar, toolbar or search bar shows as a soft shape,
/// never as letters that compete with the title.
///
/// Cheap by construction: one filtered copy of the list, a `<use>` of the frame's list group
/// clipped to the bar, and the filter's region is the bar's rectangle, so a renderer blurs only what lies under the
/// bar (SVG 1.1, 15.7.2: nothing outside the filter region is computed or drawn). Behind it the
/// list's background, so the sharp rows under the bar do not show through; the bar then draws
/// its tint (`FrameSVG.BarStyle.materialOpacity`) and its titles on top.
///
/// Standalone so that other materials (the scroll edge effect of iOS 26's Liquid Glass) can draw
/// the same way: any rectangle, any group of the frame.
enum BarMaterialSVG {
    /// The blur's standard deviation, in points. An assumption (UIKit publishes no radius):
    /// apple.com's own translucent navigation bar, Apple's web rendition of the material, blurs
    /// with CSS `blur(20px)` under `rgba(251, 251, 253, 0.8)`; mockgen keeps its bar tint (the
    /// bar colour at 0.8) and takes the 20.
    static let blurRadius = 20.0

    /// The material over `box`: the filter, the backdrop and the blurred copy of `layer` (the id
    /// of a group drawn earlier in the same document). `id` names the filter, unique in the
    /// document (the frame's clip id and the bar).
    static func write(layer: String, box: Rect, backdrop: Paint?, id: String, into out: inout MarkupBuffer) {
        guard box.width > 0, box.height > 0 else { return }
        out.append("<filter id=\"")
        out.append(unescaped: id)
        out.append("\" filterUnits=\"userSpaceOnUse\"")
        out.attribute("x", box.x)
        out.attribute("y", box.y)
        out.attribute("width", box.width)
        out.attribute("height", box.height)
        out.append("><feGaussianBlur")
        out.attribute("stdDeviation", blurRadius)
        out.append("/></filter>\n")
        if let backdrop {
            out.openRect(box)
            out.append(backdrop)
            out.append("/>\n")
        }
        // The copy is clipped to the bar before it is blurred (the clip on the inner group, the
        // filter on the outer): what lies beyond the bar, off the screen's top included, is no
        // input. Renderers differ there otherwise: Chromium blurred the rows above the screen
        // into the bar, librsvg did not.
        out.append("<clipPath id=\"")
        out.append(unescaped: id)
        out.append("-clip\">")
        out.openRect(box)
        out.append("/></clipPath>\n<g filter=\"url(#")
        out.append(unescaped: id)
        out.append(")\"><g clip-path=\"url(#")
        out.append(unescaped: id)
        out.append("-clip)\"><use href=\"#")
        out.append(unescaped: layer)
        out.append("\"/></g></g>\n")
    }
}
