// Stands in for imported assets (css, svg, png) under Jest.
export default 'test-file-stub';
