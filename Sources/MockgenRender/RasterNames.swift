import MockgenLayout

/// The file name of raster picture `index` (`--format png`): `<scenario>-<index>.<ext>`, the index
/// padded as the SVG frames' are. One picture holds every variant side by side, so the name has
/// no variant part.
public func rasterFrameFileName(_ storyboard: Storyboard, index: Int, ext: String) -> String {
    "\(fileNameComponent(storyboard.scenarioName))-\(svgFrameNumber(index, digits: svgFrameNumberDigits(storyboard))).\(ext)"
}

/// `<scenario>.<ext>` (an animation) or `<scenario>-contact.<ext>`.
public func rasterFileName(_ storyboard: Storyboard, suffix: String = "", ext: String) -> String {
    "\(fileNameComponent(storyboard.scenarioName))\(suffix).\(ext)"
}
