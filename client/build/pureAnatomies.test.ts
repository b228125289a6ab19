import { describe, expect, it } from 'vitest';
import { annotatePure, checkTally, PatternMismatchError } from './pureAnatomies.ts';

const zagAnatomy = '/app/node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs';
const arkAnatomy = '/app/node_modules/@ark-ui/react/dist/components/dialog/dialog.anatomy.js';
const slotRecipe = '/app/node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
const tokens = '/app/node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';

describe('annotatePure', () => {
  it('marks anatomy declarations, define*() calls and slot keys pure, within their lines', () => {
    expect(
      annotatePure('var anatomy = createAnatomy("dialog").parts("a");\nvar parts = anatomy.build();\n', zagAnatomy),
    ).toBe(
      'var anatomy = /* @__PURE__ */ createAnatomy("dialog").parts("a");\nvar parts = /* @__PURE__ */ anatomy.build();\n',
    );
    expect(
      annotatePure('const dialogSlotRecipe = defineSlotRecipe({\n  slots: dialogAnatomy.keys(),\n});\n', slotRecipe),
    ).toBe(
      'const dialogSlotRecipe = /* @__PURE__ */ defineSlotRecipe({\n  slots: /* @__PURE__ */ dialogAnatomy.keys(),\n});\n',
    );
  });

  it('leaves other modules, re-export-only anatomies and define-free theme modules alone', () => {
    expect(annotatePure('const x = createAnatomy("a");', '/app/src/main.tsx')).toBeNull();
    const reexport =
      '"use client";\nimport { anatomy as dialogAnatomy } from "@zag-js/dialog";\nexport { dialogAnatomy };\n';
    expect(annotatePure(reexport, arkAnatomy)).toBeNull();
    expect(annotatePure('const borders = defineTokens.borders({ xs: { value: "1px" } });\n', tokens)).toBeNull();
  });

  it('fails, naming the file and the pattern, when a targeted module no longer matches', () => {
    const changed = () => annotatePure('let anatomy = createAnatomy("dialog").parts("a");\n', zagAnatomy);
    expect(changed).toThrow(PatternMismatchError);
    expect(changed).toThrow(zagAnatomy);
    expect(changed).toThrow('/^(?:const|var) \\w+ = (?=[\\w$]+[.(])/gm');
    expect(() => annotatePure('export const dialogSlotRecipe = defineSlotRecipe ({});\n', slotRecipe)).toThrow(
      /define\\w\+\\\(.*recipes\/dialog\.js/,
    );
    expect(() => annotatePure('const r = defineSlotRecipe({ slots: ["a"] });\n', slotRecipe)).toThrow(
      /Anatomy\\\.keys.*recipes\/dialog\.js/,
    );
  });

  it('fails a build in which a kind of module was never annotated (its path pattern broke)', () => {
    expect(() => checkTally({ anatomies: 3, defines: 2, slotKeys: 1 })).not.toThrow();
    expect(() => checkTally({ anatomies: 0, defines: 2, slotKeys: 1 })).toThrow(/anatomy.*any module of the build/);
    expect(() => checkTally({ anatomies: 3, defines: 2, slotKeys: 0 })).toThrow(/recipes.*any module of the build/);
  });
});
