declare module 'svg-to-pdfkit' {
  /** Draws SVG markup into a PDFKit document at (x, y) (svg-to-pdfkit ships no types). */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: {
      width?: number;
      height?: number;
      preserveAspectRatio?: string;
      assumePt?: boolean;
      warningCallback?: (message: string) => void;
    },
  ): void;
}
