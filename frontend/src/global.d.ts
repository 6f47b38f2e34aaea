/** Style sheets are bundled by webpack (css-loader + MiniCssExtractPlugin). */
declare module '*.css';
