// mini-css-extract-plugin 1.x ships no types; this is the part the editor's compilation uses.
declare module "mini-css-extract-plugin" {
  import type { Compiler } from "gatsby/webpack";

  export default class MiniCssExtractPlugin {
    constructor(options: { filename: string; ignoreOrder?: boolean });
    apply(compiler: Compiler): void;
  }
}
