// The maps' public API: the map outside a game — at the start of one, laid out, read from and
// written to the community's map formats, and written as a variant.
export { mapJson, type MapJson } from "./map-json.js";
export { boardCounts, boardOf, type Board, type BoardGroup, type BoardLosses, type BoardTerritory } from "./board.js";
export { layoutMap, type MapShape, type Point } from "./layout.js";
export { placeBoard } from "./place.js";
export { mapFormats, type MapFileRead, type MapFormat } from "./map-file.js";
export { hasMapErrors, mapProblem, mapProblemCodes, type MapProblem, type MapProblemCode, type MapProblemSeverity } from "./problems.js";
export { formatOf, readMapFile } from "./read-map.js";
export { writeConquest } from "./conquest.js";
export { writeDomination } from "./domination.js";
export { riskText, type RiskTextOptions, type RulesAttribute } from "./risk-text.js";
export { escapeXml, n2, tag, textTag, type Attrs } from "./svg.js";
export { drawMap, type MapDrawing, type MapDrawingOptions, type ScaleLegend } from "./draw-map.js";
export { groupColours, groupPalette, pictureOf, type MapPicture, type PictureTerritory } from "./picture.js";
export { MAP_HEIGHT, MAP_WIDTH, regionsOf, sitesOf, type Regions, type Touch, type XY } from "./regions.js";
export { DOT_RADIUS, overlaps, placeLabels, textWidth, type Box, type Label } from "./labels.js";
export { applyEdits, mapEdits, type MapEdit, type TextEdit } from "./map-edits.js";
