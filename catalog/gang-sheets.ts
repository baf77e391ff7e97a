/**
 * DTF gang sheets (/dtf/gang-sheets): the shop's film roll and the rules of a sheet the builder
 * lays out and the intake server checks again (core/gang-sheet/layout.ts). The price per inch
 * of length is the price table `prices/gang-sheets.json`, which the owner can change like any
 * other table; the sheet's length is its quantity.
 */
export const gangSheet = {
  /** The width of the shop's DTF film roll: every sheet is this wide. */
  widthIn: 22,
  /** The shortest sheet the shop prints (a shorter layout is priced and printed at this). */
  minLengthIn: 12,
  /** The longest sheet one order may be. */
  maxLengthIn: 200,
  /** The space auto-arrange leaves between two designs, and the least a hand placement may leave. */
  gapIn: 0.25,
  /** The print file's resolution. */
  printDpi: 300,
  /** Different designs on one sheet, and copies of all of them. */
  maxDesigns: 50,
  maxCopies: 1000,
  /** The smallest a copy may be placed, on either side. */
  minCopyIn: 0.25,
  /** The price table that prices a sheet by its length (prices/gang-sheets.json). */
  priceTable: 'gang-sheets',
} as const;

/** Resolution checks of a design at its placed size: below `goodDpi` a warning, below `minimumDpi` a strong one. */
export const gangSheetArtwork = {
  goodDpi: 300,
  minimumDpi: 150,
  /** A pixel whose every channel is at least this is "white" for Remove white background. */
  whiteThreshold: 245,
  /** Share of semi-transparent pixels (alpha strictly between 0 and 255) above which the design is flagged. */
  semiTransparentShare: 0.02,
} as const;
