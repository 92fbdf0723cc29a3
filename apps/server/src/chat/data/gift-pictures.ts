/** Pictures of the starting gift catalogue: hand-made SVG, no text, no external references. */
export const GIFT_PICTURES: Record<string, string> = {
  rose: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="rose-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fff5f7"/><stop offset="1" stop-color="#ffdfe7"/></radialGradient>
<linearGradient id="rose-petal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a78"/><stop offset="1" stop-color="#d3143a"/></linearGradient>
<linearGradient id="rose-dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c21237"/><stop offset="1" stop-color="#8c0a27"/></linearGradient>
<linearGradient id="rose-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6ccf6a"/><stop offset="1" stop-color="#2f8f45"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#rose-bg)"/>
<ellipse cx="128" cy="226" rx="34" ry="6" fill="#8a1030" opacity=".12"/>
<path d="M128 140C125 170 131 198 128 226" fill="none" stroke="#3f9a4b" stroke-width="8" stroke-linecap="round"/>
<path d="M127 190C110 172 86 172 72 182C88 198 112 200 127 190Z" fill="url(#rose-leaf)"/>
<path d="M129 170C146 152 170 152 184 160C172 176 146 180 129 170Z" fill="url(#rose-leaf)"/>
<path d="M80 80C74 50 104 36 128 44C152 36 182 50 176 80C184 112 160 142 128 142C96 142 72 112 80 80Z" fill="url(#rose-dark)"/>
<ellipse cx="128" cy="70" rx="34" ry="16" fill="#7a0820"/>
<path d="M104 72C104 58 124 52 138 58C148 63 146 76 134 78C126 79 120 72 126 68" fill="none" stroke="#ff7d95" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="130" cy="90" rx="18" ry="12" fill="#d61a40"/>
<path d="M78 84C84 118 104 140 128 142C122 120 126 94 142 76C118 90 94 94 78 84Z" fill="url(#rose-petal)"/>
<path d="M178 84C172 118 152 140 128 142C140 124 140 100 122 84C146 94 166 94 178 84Z" fill="#e51f46"/>
<path d="M98 94C100 124 114 140 128 142C142 140 156 124 158 94C146 102 138 104 128 104C118 104 110 102 98 94Z" fill="#f02b50"/>
<path d="M106 108C110 122 118 130 126 134" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>
<path d="M122 140L112 150L128 146L144 150L134 140Z" fill="#3f9a4b"/>
<path d="M206 52Q206 62 216 62Q206 62 206 72Q206 62 196 62Q206 62 206 52Z" fill="#ff8fa6"/>
</svg>`,
  heart: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="heart-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fff4f6"/><stop offset="1" stop-color="#ffdce4"/></radialGradient>
<linearGradient id="heart-body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6d8c"/><stop offset=".55" stop-color="#f0284f"/><stop offset="1" stop-color="#b80d35"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#heart-bg)"/>
<ellipse cx="128" cy="222" rx="46" ry="7" fill="#8a1030" opacity=".12"/>
<path d="M128 206C128 206 46 158 46 102C46 72 68 52 94 52C110 52 122 61 128 74C134 61 146 52 162 52C188 52 210 72 210 102C210 158 128 206 128 206Z" fill="url(#heart-body)"/>
<path d="M70 96C70 80 82 70 96 70C104 70 110 74 112 80C98 78 84 86 78 104C74 106 70 102 70 96Z" fill="#fff" opacity=".6"/>
<circle cx="75" cy="118" r="4.5" fill="#fff" opacity=".55"/>
<path d="M204 40Q204 54 218 54Q204 54 204 68Q204 54 190 54Q204 54 204 40Z" fill="#ff8fa6"/>
<path d="M46 176Q46 184 54 184Q46 184 46 192Q46 184 38 184Q46 184 46 176Z" fill="#ff8fa6"/>
</svg>`,
  chocolates: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="chocolates-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fff6f2"/><stop offset="1" stop-color="#ffe0dc"/></radialGradient>
<linearGradient id="chocolates-box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5d7f"/><stop offset="1" stop-color="#c0123c"/></linearGradient>
<radialGradient id="chocolates-d" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#6b3a24"/><stop offset="1" stop-color="#2e1710"/></radialGradient>
<radialGradient id="chocolates-m" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#b57245"/><stop offset="1" stop-color="#6e3b1f"/></radialGradient>
<radialGradient id="chocolates-w" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff8ec"/><stop offset="1" stop-color="#e8cfae"/></radialGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#chocolates-bg)"/>
<ellipse cx="128" cy="222" rx="50" ry="7" fill="#8a1030" opacity=".12"/>
<path d="M128 206C128 206 46 158 46 102C46 72 68 52 94 52C110 52 122 61 128 74C134 61 146 52 162 52C188 52 210 72 210 102C210 158 128 206 128 206Z" fill="url(#chocolates-box)"/>
<path d="M128 206C128 206 46 158 46 102C46 72 68 52 94 52C110 52 122 61 128 74C134 61 146 52 162 52C188 52 210 72 210 102C210 158 128 206 128 206Z" fill="#8c0d2e" transform="translate(128 128) scale(.86) translate(-128 -128)"/>
<circle cx="92" cy="104" r="19" fill="#5c0b22"/><circle cx="92" cy="102" r="16" fill="url(#chocolates-d)"/><path d="M84 102q4-5 8 0t8 0" fill="none" stroke="#9a6a48" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="86" cy="94" rx="5" ry="3" fill="#fff" opacity=".35"/>
<circle cx="164" cy="104" r="19" fill="#5c0b22"/><circle cx="164" cy="102" r="16" fill="url(#chocolates-m)"/><circle cx="164" cy="102" r="5" fill="#f0c890"/><ellipse cx="158" cy="94" rx="5" ry="3" fill="#fff" opacity=".35"/>
<circle cx="128" cy="125" r="19" fill="#5c0b22"/><circle cx="128" cy="123" r="16" fill="url(#chocolates-w)"/><path d="M119 122l4.5 4l4.5-4l4.5 4l4.5-4" fill="none" stroke="#8a5232" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/><ellipse cx="122" cy="115" rx="5" ry="3" fill="#fff" opacity=".35"/>
<circle cx="94" cy="147" r="19" fill="#5c0b22"/><circle cx="94" cy="145" r="16" fill="url(#chocolates-m)"/><circle cx="94" cy="145" r="5" fill="#f0c890"/><ellipse cx="88" cy="137" rx="5" ry="3" fill="#fff" opacity=".35"/>
<circle cx="162" cy="147" r="19" fill="#5c0b22"/><circle cx="162" cy="145" r="16" fill="url(#chocolates-d)"/><path d="M154 145q4-5 8 0t8 0" fill="none" stroke="#9a6a48" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="156" cy="137" rx="5" ry="3" fill="#fff" opacity=".35"/>
<circle cx="128" cy="168" r="19" fill="#5c0b22"/><circle cx="128" cy="166" r="16" fill="url(#chocolates-d)"/><path d="M120 166q4-5 8 0t8 0" fill="none" stroke="#9a6a48" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="122" cy="158" rx="5" ry="3" fill="#fff" opacity=".35"/>
<path d="M56 96C56 76 72 62 92 62C100 62 106 64 110 68C94 66 72 74 66 100C62 104 56 102 56 96Z" fill="#fff" opacity=".45"/>
<path d="M206 34Q206 44 216 44Q206 44 206 54Q206 44 196 44Q206 44 206 34Z" fill="#ff8fa6"/>
</svg>`,
  champagne: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="champagne-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#fbecd0"/></radialGradient>
<linearGradient id="champagne-glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2f7a58"/><stop offset=".35" stop-color="#3f9470"/><stop offset="1" stop-color="#1a4a36"/></linearGradient>
<linearGradient id="champagne-foil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f7d27a"/><stop offset=".5" stop-color="#ffe9a8"/><stop offset="1" stop-color="#c8962e"/></linearGradient>
<linearGradient id="champagne-wine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f2b33d"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#champagne-bg)"/>
<ellipse cx="128" cy="218" rx="74" ry="8" fill="#8a6a20" opacity=".14"/>
<path d="M88 54H112V88C112 100 132 106 132 128V204C132 211 127 216 120 216H80C73 216 68 211 68 204V128C68 106 88 100 88 88Z" fill="url(#champagne-glass)"/>
<path d="M86 38H114V84C114 94 126 100 128 110H72C74 100 86 94 86 84Z" fill="url(#champagne-foil)"/>
<rect x="84" y="32" width="32" height="10" rx="5" fill="#d9a640"/>
<path d="M68 144H132V180H68Z" fill="#fff3d6"/>
<path d="M68 144H132V150H68ZM68 174H132V180H68Z" fill="#e3b955"/>
<circle cx="100" cy="162" r="6" fill="#c0123c"/>
<path d="M78 118V204" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".28"/>
<path d="M150 84H194C194 128 186 160 172 166C158 160 150 128 150 84Z" fill="#fff" opacity=".7"/>
<path d="M186 84H194C194 128 186 160 172 166C182 156 188 128 186 84Z" fill="#e6c98a" opacity=".5"/>
<path d="M153 104H191C189 136 182 156 172 160C162 156 155 136 153 104Z" fill="url(#champagne-wine)"/>
<path d="M169 164H175V206H169Z" fill="#fff"/>
<ellipse cx="172" cy="208" rx="20" ry="5" fill="#fff"/>
<path d="M152 208A20 5 0 0 0 192 208H152Z" fill="#e6c98a" opacity=".6"/>
<path d="M156 90C156 120 160 140 166 152" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>
<circle cx="168" cy="150" r="2" fill="#fff" opacity=".8"/><circle cx="176" cy="136" r="2.5" fill="#fff" opacity=".8"/><circle cx="166" cy="122" r="2" fill="#fff" opacity=".8"/><circle cx="175" cy="112" r="1.5" fill="#fff" opacity=".8"/><circle cx="186" cy="72" r="3" fill="#f2b33d" opacity=".7"/><circle cx="196" cy="74" r="2" fill="#f2b33d" opacity=".7"/><circle cx="182" cy="60" r="2.5" fill="#f2b33d" opacity=".7"/>
<path d="M128 30Q128 40 138 40Q128 40 128 50Q128 40 118 40Q128 40 128 30Z" fill="#f2b33d"/>
<path d="M212 119Q212 126 219 126Q212 126 212 133Q212 126 205 126Q212 126 212 119Z" fill="#f2b33d"/>
</svg>`,
  teddy_bear: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="teddy-bear-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fff8f1"/><stop offset="1" stop-color="#fde6d2"/></radialGradient>
<linearGradient id="teddy-bear-fur" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d99a62"/><stop offset="1" stop-color="#a8683a"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#teddy-bear-bg)"/>
<ellipse cx="128" cy="226" rx="64" ry="7" fill="#7a4a20" opacity=".14"/>
<g fill="url(#teddy-bear-fur)">
<ellipse cx="84" cy="162" rx="16" ry="28" transform="rotate(35 84 162)"/>
<ellipse cx="172" cy="162" rx="16" ry="28" transform="rotate(-35 172 162)"/>
<ellipse cx="128" cy="172" rx="46" ry="46"/>
<circle cx="92" cy="206" r="22"/>
<circle cx="164" cy="206" r="22"/>
<circle cx="90" cy="58" r="18"/>
<circle cx="166" cy="58" r="18"/>
<circle cx="128" cy="94" r="46"/>
</g>
<g fill="#f4d5b2">
<circle cx="90" cy="58" r="9"/>
<circle cx="166" cy="58" r="9"/>
<ellipse cx="128" cy="180" rx="27" ry="26"/>
<circle cx="92" cy="208" r="12"/>
<circle cx="164" cy="208" r="12"/>
<ellipse cx="128" cy="110" rx="22" ry="17"/>
</g>
<path d="M119 101C119 96 137 96 137 101C137 106 131 109 128 109C125 109 119 106 119 101Z" fill="#3a2418"/>
<path d="M128 109V115M120 116C124 120 132 120 136 116" fill="none" stroke="#3a2418" stroke-width="3" stroke-linecap="round"/>
<circle cx="108" cy="86" r="6" fill="#3a2418"/>
<circle cx="148" cy="86" r="6" fill="#3a2418"/>
<circle cx="110" cy="84" r="2" fill="#fff"/>
<circle cx="150" cy="84" r="2" fill="#fff"/>
<circle cx="98" cy="106" r="7" fill="#ff8a8a" opacity=".45"/>
<circle cx="158" cy="106" r="7" fill="#ff8a8a" opacity=".45"/>
<path d="M128 142L104 130V154ZM128 142L152 130V154Z" fill="#e8264e"/>
<circle cx="128" cy="142" r="7" fill="#c0123c"/>
<ellipse cx="108" cy="70" rx="12" ry="6" fill="#fff" opacity=".22" transform="rotate(-25 108 70)"/>
<path d="M210 54Q210 64 220 64Q210 64 210 74Q210 64 200 64Q210 64 210 54Z" fill="#f0a060"/>
</svg>`,
  cocktail: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="cocktail-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fdf4ff"/><stop offset="1" stop-color="#f3e0fb"/></radialGradient>
<linearGradient id="cocktail-drink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b9a"/><stop offset="1" stop-color="#d6186a"/></linearGradient>
<radialGradient id="cocktail-lime" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f4ffc8"/><stop offset="1" stop-color="#c8ec6a"/></radialGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#cocktail-bg)"/>
<ellipse cx="128" cy="214" rx="50" ry="7" fill="#6a2a7a" opacity=".12"/>
<circle cx="186" cy="78" r="26" fill="#6dbb3a"/>
<circle cx="186" cy="78" r="21" fill="url(#cocktail-lime)"/>
<path d="M186 78V57M186 78L204 68M186 78L204 88M186 78V99M186 78L168 88M186 78L168 68" stroke="#e8f8b0" stroke-width="3"/>
<path d="M50 74H206L128 150Z" fill="#fff" opacity=".6"/>
<path d="M62 86H194L128 146Z" fill="url(#cocktail-drink)"/>
<ellipse cx="128" cy="86" rx="66" ry="5" fill="#ff9cbc"/>
<path d="M124 148H132V200H124Z" fill="#fff" opacity=".85"/>
<ellipse cx="128" cy="204" rx="38" ry="8" fill="#fff" opacity=".9"/>
<path d="M76 92L120 134" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".5"/>
<path d="M96 40L142 118" stroke="#8a5a3c" stroke-width="3" stroke-linecap="round"/>
<circle cx="110" cy="66" r="13" fill="#d8102e"/>
<circle cx="106" cy="62" r="4" fill="#fff" opacity=".55"/>
<path d="M58 45Q58 54 67 54Q58 54 58 63Q58 54 49 54Q58 54 58 45Z" fill="#d27ae8"/>
</svg>`,
  coffee: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="coffee-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fffaf4"/><stop offset="1" stop-color="#f6e6d6"/></radialGradient>
<linearGradient id="coffee-cup" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff9a8a"/><stop offset=".4" stop-color="#f57e6e"/><stop offset="1" stop-color="#d45a4c"/></linearGradient>
<radialGradient id="coffee-brew" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="#b9794c"/><stop offset="1" stop-color="#7a4526"/></radialGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#coffee-bg)"/>
<ellipse cx="128" cy="200" rx="86" ry="20" fill="#e9d3c0"/>
<ellipse cx="128" cy="196" rx="84" ry="18" fill="#fff"/>
<ellipse cx="128" cy="196" rx="50" ry="9" fill="#f0e0d2"/>
<path d="M188 132C220 124 226 172 184 172" fill="none" stroke="#d45a4c" stroke-width="12" stroke-linecap="round"/>
<path d="M60 124C60 168 86 196 128 196C170 196 196 168 196 124Z" fill="url(#coffee-cup)"/>
<ellipse cx="128" cy="124" rx="68" ry="18" fill="#fff4ee"/>
<ellipse cx="128" cy="125" rx="60" ry="14" fill="url(#coffee-brew)"/>
<path d="M128 134C116 128 106 124 108 118C110 113 120 113 128 119C136 113 146 113 148 118C150 124 140 128 128 134Z" fill="#f6e2c8"/>
<path d="M72 142C76 164 90 180 108 186" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>
<path d="M128 160C122 156 116 152 116 148C116 144 122 142 128 147C134 142 140 144 140 148C140 152 134 156 128 160Z" fill="#ffd0c8"/>
<path d="M104 96C96 84 112 76 104 62M128 92C120 78 136 70 128 54M152 96C144 84 160 76 152 62" fill="none" stroke="#c9a48a" stroke-width="5" stroke-linecap="round" opacity=".6"/>
</svg>`,
  sunflower: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="sunflower-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fffbea"/><stop offset="1" stop-color="#fdf0c2"/></radialGradient>
<radialGradient id="sunflower-petal" cx="128" cy="100" r="72" gradientUnits="userSpaceOnUse"><stop offset=".4" stop-color="#f5a300"/><stop offset="1" stop-color="#ffd43b"/></radialGradient>
<radialGradient id="sunflower-seed" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#8a5430"/><stop offset="1" stop-color="#4a2a16"/></radialGradient>
<linearGradient id="sunflower-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6ccf6a"/><stop offset="1" stop-color="#2f8f45"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#sunflower-bg)"/>
<ellipse cx="128" cy="226" rx="34" ry="6" fill="#7a5a10" opacity=".14"/>
<path d="M128 140C125 170 131 198 128 226" fill="none" stroke="#3f9a4b" stroke-width="8" stroke-linecap="round"/>
<path d="M129 196C146 176 172 176 186 184C172 202 146 206 129 196Z" fill="url(#sunflower-leaf)"/>
<g fill="#e8920a"><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(15 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(45 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(75 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(105 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(135 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(165 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(195 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(225 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(255 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(285 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(315 128 100)"/><ellipse cx="128" cy="58" rx="13" ry="28" transform="rotate(345 128 100)"/></g>
<g fill="url(#sunflower-petal)"><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(0 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(30 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(60 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(90 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(120 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(150 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(180 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(210 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(240 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(270 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(300 128 100)"/><ellipse cx="128" cy="60" rx="12" ry="26" transform="rotate(330 128 100)"/></g>
<circle cx="128" cy="100" r="30" fill="url(#sunflower-seed)"/>
<circle cx="128" cy="100" r="21" fill="none" stroke="#2e180a" stroke-width="3.5" stroke-dasharray="0 7.3" stroke-linecap="round" opacity=".6"/>
<circle cx="128" cy="100" r="12" fill="none" stroke="#2e180a" stroke-width="3.5" stroke-dasharray="0 7.5" stroke-linecap="round" opacity=".6"/>
<ellipse cx="118" cy="88" rx="9" ry="5" fill="#fff" opacity=".18"/>
</svg>`,
  kiss: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="kiss-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#fff4f6"/><stop offset="1" stop-color="#ffdce4"/></radialGradient>
<linearGradient id="kiss-upper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0284f"/><stop offset="1" stop-color="#b50d30"/></linearGradient>
<linearGradient id="kiss-lower" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff3d62"/><stop offset="1" stop-color="#c0102e"/></linearGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#kiss-bg)"/>
<ellipse cx="128" cy="206" rx="56" ry="7" fill="#8a1030" opacity=".12"/>
<path d="M40 126C62 112 82 86 104 84C114 83 122 88 128 96C134 88 142 83 152 84C174 86 194 112 216 126C186 130 160 126 128 132C96 126 70 130 40 126Z" fill="url(#kiss-upper)"/>
<path d="M40 126C70 134 96 130 128 136C160 130 186 134 216 126C200 160 166 182 128 182C90 182 56 160 40 126Z" fill="url(#kiss-lower)"/>
<path d="M40 126C70 130 96 126 128 132C160 126 186 130 216 126C186 136 160 134 128 138C96 134 70 136 40 126Z" fill="#7a0a22"/>
<ellipse cx="108" cy="160" rx="20" ry="6" fill="#fff" opacity=".45" transform="rotate(-6 108 160)"/>
<ellipse cx="98" cy="100" rx="10" ry="4" fill="#fff" opacity=".4" transform="rotate(-25 98 100)"/>
<ellipse cx="158" cy="100" rx="8" ry="3" fill="#fff" opacity=".3" transform="rotate(25 158 100)"/>
<path d="M204 58C204 58 188 49 188 39C188 34 192 30 196 30C199 30 202 32 204 35C206 32 209 30 212 30C216 30 220 34 220 39C220 49 204 58 204 58Z" fill="#ff8fa6"/>
<path d="M52 61Q52 70 61 70Q52 70 52 79Q52 70 43 70Q52 70 52 61Z" fill="#ff8fa6"/>
</svg>`,
  diamond: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<defs>
<radialGradient id="diamond-bg" cx=".5" cy=".4" r=".65"><stop offset="0" stop-color="#f3faff"/><stop offset="1" stop-color="#dcefff"/></radialGradient>
</defs>
<circle cx="128" cy="128" r="120" fill="url(#diamond-bg)"/>
<ellipse cx="128" cy="224" rx="44" ry="6" fill="#1a4a8a" opacity=".12"/>
<path d="M40 104L80 64L96 104Z" fill="#a6e3ff"/><path d="M80 64L128 64L96 104Z" fill="#dcf7ff"/><path d="M96 104L128 64L160 104Z" fill="#8ad8ff"/><path d="M128 64L176 64L160 104Z" fill="#bdeeff"/><path d="M176 64L216 104L160 104Z" fill="#5fbaf0"/>
<path d="M40 104L96 104L128 210Z" fill="#74cbf6"/><path d="M96 104L128 104L128 210Z" fill="#4fb2ee"/><path d="M128 104L160 104L128 210Z" fill="#3595df"/><path d="M160 104L216 104L128 210Z" fill="#2477c6"/>
<path d="M40 104H216" stroke="#fff" stroke-width="2" opacity=".7"/>
<path d="M82 72L64 100" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>
<path d="M206 38Q206 52 220 52Q206 52 206 66Q206 52 192 52Q206 52 206 38Z" fill="#fff"/>
<path d="M206 44Q206 52 214 52Q206 52 206 60Q206 52 198 52Q206 52 206 44Z" fill="#7fd2f8"/>
<path d="M52 161Q52 170 61 170Q52 170 52 179Q52 170 43 170Q52 170 52 161Z" fill="#7fd2f8"/>
<path d="M196 162Q196 168 202 168Q196 168 196 174Q196 168 190 168Q196 168 196 162Z" fill="#7fd2f8"/>
</svg>`,
};
