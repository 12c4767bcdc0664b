/**
 * The lines shader: one quad per line (four vertices carrying both of its ends, told apart by their index), stretched
 * in the vertex shader from one end of the line to the other and widened to the line's width in pixels, so a line
 * looks as crisp at every zoom. The fragment shader measures each pixel's distance to the segment: round caps, and a one-pixel
 * soft edge. The colour comes from a 256 × 1 table by style id; a highlight (drawn under a picked line) is
 * wider by the highlight border and drawn in the highlight colour.
 */
import { Buffer, BufferUsage, Geometry, Shader, UniformGroup, type TextureSource } from 'pixi.js';
import { lineFloats, lineVertexFloats, quadIndices } from './lineVertices';

const vertex = /* glsl */ `#version 300 es
// The line's: both ends in cells; the style id and whether this is the highlight under a picked line.
in vec4 aLine;
in vec2 aStyle;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;

uniform sampler2D uLineColours;
// The grid's top-left corner and one cell, in CSS pixels of the canvas (the mesh itself is not moved or scaled).
uniform vec2 uOrigin;
uniform vec2 uCellSize;
// Device pixels per CSS pixel (the soft edge is one device pixel wide).
uniform float uPixelRatio;
// Half the line's width and the highlight's border, in CSS pixels.
uniform float uHalfWidth;
uniform float uHighlightBorder;
uniform vec4 uHighlightColour;

// Where the fragment is from the line's start: along it and across it, in CSS pixels.
out vec2 vLocal;
out float vLength;
out float vRadius;
out vec4 vColour;

void main() {
  vec2 start = uOrigin + aLine.xy * uCellSize;
  vec2 end = uOrigin + aLine.zw * uCellSize;
  vec2 delta = end - start;
  float len = length(delta);
  vec2 along = len > 0.0 ? delta / len : vec2(1.0, 0.0);
  vec2 across = vec2(-along.y, along.x);
  float radius = uHalfWidth + aStyle.y * uHighlightBorder;
  // Half a device pixel more on every side: the soft edge reaches that far.
  float reach = radius + 0.5 / uPixelRatio;
  // The quad's corners in order: start -1, end -1, end 1, start 1 (across the line).
  int corner = gl_VertexID % 4;
  float distanceAlong = corner == 1 || corner == 2 ? len + reach : -reach;
  float distanceAcross = corner < 2 ? -reach : reach;
  vec2 position = start + along * distanceAlong + across * distanceAcross;
  gl_Position = vec4((uProjectionMatrix * (uWorldTransformMatrix * vec3(position, 1.0))).xy, 0.0, 1.0);
  vLocal = vec2(distanceAlong, distanceAcross);
  vLength = len;
  vRadius = radius;
  vColour = aStyle.y > 0.5 ? uHighlightColour : texelFetch(uLineColours, ivec2(int(aStyle.x), 0), 0);
}
`;

const fragment = /* glsl */ `#version 300 es
precision highp float;

in vec2 vLocal;
in float vLength;
in float vRadius;
in vec4 vColour;

uniform float uPixelRatio;

out vec4 finalColor;

void main() {
  float nearest = clamp(vLocal.x, 0.0, vLength);
  float distance = length(vec2(vLocal.x - nearest, vLocal.y));
  float coverage = clamp((vRadius - distance) * uPixelRatio + 0.5, 0.0, 1.0) * vColour.a;
  if (coverage <= 0.0) discard;
  // Premultiplied, as PixiJS blends.
  finalColor = vec4(vColour.rgb * coverage, coverage);
}
`;

/** The lines shader's uniforms. */
export type LinesUniforms = UniformGroup<{
  uHalfWidth: { value: number; type: 'f32' };
  uHighlightBorder: { value: number; type: 'f32' };
  uHighlightColour: { value: Float32Array; type: 'vec4<f32>' };
  uPixelRatio: { value: number; type: 'f32' };
  uOrigin: { value: Float32Array; type: 'vec2<f32>' };
  uCellSize: { value: Float32Array; type: 'vec2<f32>' };
}>;

/** The shader over a colour table (256 × 1 RGBA by style id). */
export function createLinesShader(colours: TextureSource): { shader: Shader; uniforms: LinesUniforms } {
  const uniforms: LinesUniforms = new UniformGroup({
    uHalfWidth: { value: 1, type: 'f32' },
    uHighlightBorder: { value: 0, type: 'f32' },
    uHighlightColour: { value: new Float32Array([0, 0, 0, 1]), type: 'vec4<f32>' },
    uPixelRatio: { value: 1, type: 'f32' },
    uOrigin: { value: new Float32Array(2), type: 'vec2<f32>' },
    uCellSize: { value: new Float32Array([1, 1]), type: 'vec2<f32>' },
  });
  const shader = Shader.from({
    gl: { vertex, fragment, name: 'steekwerk-lines' },
    resources: { linesUniforms: uniforms, uLineColours: colours },
  });
  return { shader, uniforms };
}

/** A geometry of lines: a vertex buffer and an index buffer the caller fills (`lineVertices.ts`). */
export function createLinesGeometry(): { geometry: Geometry; vertices: Buffer; indices: Buffer } {
  const vertices = new Buffer({
    data: new Float32Array(lineFloats),
    usage: BufferUsage.VERTEX | BufferUsage.COPY_DST,
  });
  const indices = new Buffer({ data: quadIndices(1), usage: BufferUsage.INDEX | BufferUsage.COPY_DST });
  const stride = lineVertexFloats * 4;
  const geometry = new Geometry({
    attributes: {
      aLine: { buffer: vertices, format: 'float32x4', stride, offset: 0 },
      aStyle: { buffer: vertices, format: 'float32x2', stride, offset: 16 },
    },
    indexBuffer: indices,
  });
  return { geometry, vertices, indices };
}
