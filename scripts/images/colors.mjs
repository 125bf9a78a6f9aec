// The palette of every illustration, skin and hair tones, and colour mixing.
export const color = {
  navy: '#0f3a5f', blue: '#1f6fb2', sky: '#d8ebf7', teal: '#2a9d8f', amber: '#f2a81d', white: '#fbf7f0',
  ochre: '#d9a066', grey: '#5b6b7a', ink: '#1d2833', green: '#5e9a58', leaf: '#467a48', sage: '#8fa67e',
  wood: '#b98553', terra: '#c4714a', steel: '#aab6c2', red: '#c8553d', glass: '#bcdaf0',
};
export const skinTones = ['#f0c8a0', '#d9a47a', '#b98158', '#8d5b3c'];
export const hairColors = ['#2b1d16', '#5a3a22', '#1c1c1c', '#8a6a4a', '#b9b2a8'];
const hexToRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
export const mix = (a, b, t) => '#' + hexToRgb(a).map((v, i) => Math.round(v + (hexToRgb(b)[i] - v) * t).toString(16).padStart(2, '0')).join('');
export const darken = (c, t = 0.2) => mix(c, '#000000', t);
export const lighten = (c, t = 0.2) => mix(c, '#ffffff', t);
