// Tailwind 4 runs as a PostCSS plugin; app/globals.css imports it.
export default { plugins: { "@tailwindcss/postcss": {} } };
