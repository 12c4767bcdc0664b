/**
 * The lines shader: one quad per line instance (four corners shared by every instance), stretched in the vertex
 * shader from one end of the line to the other and widened to the line's width in pixels, so a line looks as crisp
 * at every zoom. The fragment shader measures each pixel's distance to the segment: round caps, and a one-pixel
 * soft edge. The colour comes from a 256 × 1 table by style id; a highlight instance (under a picked line) is
 * wider by the highlight border and drawn in the highlight colour.
 */
import { Buffer, BufferUsage, Geometry, Shader, UniformGroup, type TextureSource } from 'pixi.js';
import { lineInstanceFloats } from './lineInstances';

const vertex = /* glsl */ `#version 300 es
// Per corner: x 0 at the line's start, 1 at its end; y -1 and 1 on either side.
in vec2 aCorner;
// Per line: both ends in cells; the style id and whether this is the highlight under a picked line.
in vec4 aLine;
in vec2 aStyle;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

uniform sampler2D uLineColours;
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
  mat3 toCanvas = uWorldTransformMatrix * uTransformMatrix;
  vec2 start = (toCanvas * vec3(aLine.xy, 1.0)).xy;
  vec2 end = (toCanvas * vec3(aLine.zw, 1.0)).xy;
  vec2 delta = end - start;
  float len = length(delta);
  vec2 along = len > 0.0 ? delta / len : vec2(1.0, 0.0);
  vec2 across = vec2(-along.y, along.x);
  float radius = uHalfWidth + aStyle.y * uHighlightBorder;
  // One pixel more on every side for the soft edge.
  float reach = radius + 1.0;
  float distanceAlong = aCorner.x < 0.5 ? -reach : len + reach;
  float distanceAcross = aCorner.y * reach;
  vec2 position = start + along * distanceAlong + across * distanceAcross;
  gl_Position = vec4((uProjectionMatrix * vec3(position, 1.0)).xy, 0.0, 1.0);
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

// Device pixels per CSS pixel (the soft edge is one device pixel wide).
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
}>;

/** The shader over a colour table (256 × 1 RGBA by style id). */
export function createLinesShader(colours: TextureSource): { shader: Shader; uniforms: LinesUniforms } {
  const uniforms: LinesUniforms = new UniformGroup({
    uHalfWidth: { value: 1, type: 'f32' },
    uHighlightBorder: { value: 0, type: 'f32' },
    uHighlightColour: { value: new Float32Array([0, 0, 0, 1]), type: 'vec4<f32>' },
    uPixelRatio: { value: 1, type: 'f32' },
  });
  const shader = Shader.from({
    gl: { vertex, fragment, name: 'steekwerk-lines' },
    resources: { linesUniforms: uniforms, uLineColours: colours },
  });
  return { shader, uniforms };
}

/** A geometry of line instances: the four shared corners and an instance buffer the caller fills. */
export function createLinesGeometry(): { geometry: Geometry; instances: Buffer } {
  const instances = new Buffer({
    data: new Float32Array(lineInstanceFloats),
    usage: BufferUsage.VERTEX | BufferUsage.COPY_DST,
  });
  const stride = lineInstanceFloats * 4;
  const geometry = new Geometry({
    attributes: {
      aCorner: { buffer: new Float32Array([0, -1, 1, -1, 1, 1, 0, 1]), format: 'float32x2' },
      aLine: { buffer: instances, format: 'float32x4', stride, offset: 0, instance: true },
      aStyle: { buffer: instances, format: 'float32x2', stride, offset: 16, instance: true },
    },
    indexBuffer: new Uint16Array([0, 1, 2, 0, 2, 3]),
    instanceCount: 0,
  });
  return { geometry, instances };
}
