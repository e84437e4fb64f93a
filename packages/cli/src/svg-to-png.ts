/**
 * Rasterises an SVG to PNG with Skia (@napi-rs/canvas, whose prebuilt binary ships inside its npm package), on a
 * white background at `scale` × the SVG's own size. Loaded only when a PNG is asked for.
 */
export async function svgToPng(svg: string, scale = 2): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(Math.ceil(image.width * scale), Math.ceil(image.height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}
