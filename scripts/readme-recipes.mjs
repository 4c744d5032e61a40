// Copies the host recipes into README.md from the apps that test them (test/hosts/, run by
// `npm run test:hosts`), so that what the README shows is what is built and driven in Chromium.
// In README.md, a line `<!-- recipe: test/hosts/react/src/DocsNavigation.tsx -->` is followed by a
// fenced block: the file, whole.
//   node scripts/readme-recipes.mjs          rewrite README.md
//   node scripts/readme-recipes.mjs --check  exit 1 when README.md is stale
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
const readmeUrl = new URL('README.md', root);
const readme = fs.readFileSync(readmeUrl, 'utf8');
const languages = { '.tsx': 'tsx', '.ts': 'ts', '.vue': 'vue', '.html': 'html', '.js': 'js' };

let count = 0;
const next = readme.replace(/(<!-- recipe: (\S+) -->\n)```[^\n]*\n(?:[\s\S]*?\n)??```/g, (_, marker, file) => {
  count++;
  const text = fs.readFileSync(new URL(file, root), 'utf8').trimEnd();
  const language = languages[/\.\w+$/.exec(file)?.[0]] ?? '';
  return `${marker}\`\`\`${language}\n${text}\n\`\`\``;
});
if (count === 0) throw new Error('README.md has no <!-- recipe: FILE --> marker followed by a code block');
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md recipes differ from the apps of test/hosts: run npm run recipes');
    process.exit(1);
  }
} else fs.writeFileSync(readmeUrl, next);
