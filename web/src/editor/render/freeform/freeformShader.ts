/**
 * The freeform symbols' shader: each quad of a layer's mesh (freeformGeometry.ts) shows its symbol's coverage from
 * the atlas in its style's colour; the mesh's alpha fades an inactive layer.
 */
import { Shader, type TextureSource } from 'pixi.js';

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aTexel;
in vec3 aColor;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

out vec2 vTexel;
out vec3 vColor;

void main() {
  mat3 modelViewProjection = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((modelViewProjection * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vTexel = aTexel;
  vColor = aColor;
}
`;

const fragment = /* glsl */ `#version 300 es
precision highp float;

in vec2 vTexel;
in vec3 vColor;

uniform sampler2D uAtlas;
uniform vec4 uColor;

out vec4 finalColor;

void main() {
  float alpha = texture(uAtlas, vTexel).r * uColor.a;
  if (alpha <= 0.0) discard;
  finalColor = vec4(vColor * alpha, alpha);
}
`;

/** The shader of a freeform layer's mesh over the symbol atlas. */
export function createFreeformShader(atlas: TextureSource): Shader {
  return Shader.from({ gl: { vertex, fragment, name: 'steekwerk-freeform' }, resources: { uAtlas: atlas } });
}
