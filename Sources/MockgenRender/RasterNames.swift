import MockgenLayout

/// The file name of raster picture `index` (`--format png`): `<scenario>-<index>.<ext>`, the index
/// padded as the SVG frames' are. One picture holds every variant side by side, so the name has
/// no variant part.
public func rasterFrameFileName(_ layoutRun: LayoutRun, index: Int, ext: String) -> String {
    "\(fileNameComponent(layoutRun.scenarioName))-\(svgFrameNumber(index, digits: svgFrameNumberDigits(layoutRun))).\(ext)"
}

/// What the picture files of a run start with, before `-<index>.png`.
public func rasterFrameFileStem(_ layoutRun: LayoutRun) -> String { fileNameComponent(layoutRun.scenarioName) }

/// `<scenario>.<ext>` (an animation) or `<scenario>-contact.<ext>`.
public func rasterFileName(_ layoutRun: LayoutRun, suffix: String = "", ext: String) -> String {
    "\(fileNameComponent(layoutRun.scenarioName))\(suffix).\(ext)"
}
