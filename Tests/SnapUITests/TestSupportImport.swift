// Every test here renders with the repository's fonts: RenderOptions(width:) without `fonts:`.
@_exported import SnapTestSupport
