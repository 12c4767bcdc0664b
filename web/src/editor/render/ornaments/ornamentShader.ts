/**
 * The knots-and-beads shader: each quad of the ornament mesh (ornamentGeometry.ts) becomes a dot (a knot: filled,
 * with a darker rim) or a ring (a bead: its colour round a hole, darker at both edges), smoothed over a pixel.
 */
import { Shader } from 'pixi.js';

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aLocal;
in vec3 aColor;
in float aKind;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

out vec2 vLocal;
out vec3 vColor;
out float vKind;

void main() {
  mat3 modelViewProjection = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((modelViewProjection * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vLocal = aLocal;
  vColor = aColor;
  vKind = aKind;
}
`;

const fragment = /* glsl */ `#version 300 es
precision highp float;

in vec2 vLocal;
in vec3 vColor;
in float vKind;

out vec4 finalColor;

void main() {
  float distance = length(vLocal);
  float pixel = max(fwidth(distance), 1e-4);
  float outside = smoothstep(1.0 - pixel, 1.0, distance);
  vec3 rim = vColor * 0.55;
  float alpha;
  vec3 colour;
  if (vKind < 0.5) {
    alpha = 1.0 - outside;
    colour = mix(vColor, rim, smoothstep(0.62 - pixel, 0.62, distance));
  } else {
    float hole = 0.42;
    alpha = (1.0 - outside) * smoothstep(hole - pixel, hole, distance);
    float edge = min(distance - hole, 1.0 - distance);
    colour = mix(rim, vColor, smoothstep(0.06, 0.06 + pixel, edge));
  }
  if (alpha <= 0.0) discard;
  finalColor = vec4(colour * alpha, alpha);
}
`;

/** The shader of the ornament mesh. */
export function createOrnamentShader(): Shader {
  return Shader.from({ gl: { vertex, fragment, name: 'steekwerk-ornaments' }, resources: {} });
}
