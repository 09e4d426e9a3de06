<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>AssignmentModel</name>
    <message>
        <location filename="../../app/assignment_tab.py" line="160" />
        <source>Galaxy tiles act as</source>
        <translation>銀河牌の扱い</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="160" />
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="160" />
        <source>Kinds</source>
        <translation>種類</translation>
    </message>
</context>
<context>
    <name>AssignmentTab</name>
    <message>
        <location filename="../../app/assignment_tab.py" line="331" />
        <location filename="../../app/assignment_tab.py" line="391" />
        <source>any winning tile</source>
        <translation>すべての和了牌</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="365" />
        <source>Galaxy assignments apply to 13-tile hands with concealed galaxy tiles.</source>
        <translation>銀河牌の割り当ては、手牌に銀河牌がある13枚の手で表示されます。</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="370" />
        <source>{0} galaxy assignments, {1} of them tenpai, in {2} wait sets. Select a wait set to list its assignments.</source>
        <translation>銀河牌の割り当て {0} 通り、うち聴牌 {1} 通り（待ちの組 {2} 種）。待ちの組を選ぶとその割り当てを一覧します。</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="381" />
        <source>{0} shown, {1} of {2} loaded</source>
        <translation>{0} 件表示、{2} 件中 {1} 件読込済み</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="383" />
        <source>(scroll for more)</source>
        <translation>（スクロールで続きを読込）</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="388" />
        <source>Winning tile:</source>
        <translation>和了牌：</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="389" />
        <source>All wait sets</source>
        <translation>すべての待ち</translation>
    </message>
</context>
<context>
    <name>GalaxyWinners</name>
    <message>
        <location filename="../../app/results_pane.py" line="136" />
        <source>any galaxy {0}</source>
        <translation>任意の銀河{0}</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="138" />
        <source>any galaxy wind</source>
        <translation>任意の銀河風牌</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="140" />
        <source>any galaxy dragon</source>
        <translation>任意の銀河三元牌</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="142" />
        <source>{0} · {1} live</source>
        <translation>{0}・残り {1}</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <location filename="../../app/hand_panel.py" line="250" />
        <source>these tiles make a {0}, not a {1}</source>
        <translation>この牌は {1} ではなく {0} です</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="303" />
        <source>{0} / 13 tiles</source>
        <translation>{0} / 13 枚</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="308" />
        <source>{0} of {1} tiles</source>
        <translation>{0} / {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="312" />
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="313" />
        <source>Rack</source>
        <translation>手牌列</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="314" />
        <source>Calls</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="315" />
        <source>Visible</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="316" />
        <source>e.g. 123m456p789s1122z, 5P67p</source>
        <translation>例：123m456p789s1122z, 5P67p</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="317" />
        <source>discards, dora indicators</source>
        <translation>捨て牌・ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="318" />
        <source>Auto-sort</source>
        <translation>自動理牌</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="319" />
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="319" />
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="319" />
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="319" />
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="322" />
        <source>Click or drag tiles from the palette, or type 123m</source>
        <translation>牌一覧からクリックかドラッグ、または 123m と入力</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="323" />
        <source>Build a call</source>
        <translation>副露を作る</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="324" />
        <source>No calls (closed hand)</source>
        <translation>副露なし（門前）</translation>
    </message>
    <message>
        <location filename="../../app/hand_panel.py" line="325" />
        <source>Tiles seen elsewhere</source>
        <translation>場に見えている牌</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/main_window.py" line="307" />
        <source>Copied {0}</source>
        <translation>{0} をコピーしました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="316" />
        <source>Copied the analysis as text</source>
        <translation>解析結果をテキストでコピーしました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="322" />
        <source>Save image</source>
        <translation>画像を保存</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="322" />
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="328" />
        <source>Saved {0}</source>
        <translation>{0} を保存しました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="328" />
        <source>Could not save {0}</source>
        <translation>{0} を保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="339" />
        <location filename="../../app/main_window.py" line="422" />
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="341" />
        <source>&lt;b&gt;Galaxy Mahjong analyzer&lt;/b&gt; {0}&lt;br&gt;Exact waits for 銀河麻雀 hands: galaxy tiles act as their number in any suit, any wind or any dragon.</source>
        <translation>&lt;b&gt;銀河麻雀アナライザー&lt;/b&gt; {0}&lt;br&gt;銀河麻雀の待ちを正確に求めます：銀河牌は同じ数字の任意の色、任意の風牌、任意の三元牌として使えます。</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="378" />
        <source>rack</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="378" />
        <source>call</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="378" />
        <source>visible</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="381" />
        <source>typing</source>
        <translation>入力中</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="383" />
        <source>Adding to: {0}</source>
        <translation>追加先：{0}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="401" />
        <source>Galaxy Mahjong Analyzer — 銀河麻雀</source>
        <translation>銀河麻雀アナライザー</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="403" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="404" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="405" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="406" />
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="407" />
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="412" />
        <source>Copy as text</source>
        <translation>テキストでコピー</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="413" />
        <source>Save image…</source>
        <translation>画像を保存…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="414" />
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="415" />
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="416" />
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="417" />
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="418" />
        <source>Paste hand</source>
        <translation>手牌を貼り付け</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="419" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="420" />
        <source>Example hand</source>
        <translation>例の手牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="421" />
        <source>Auto-sort rack</source>
        <translation>自動理牌</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../app/palette.py" line="109" />
        <source>{0} available</source>
        <translation>残り {0} 枚</translation>
    </message>
    <message>
        <location filename="../../app/palette.py" line="116" />
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../app/palette.py" line="117" />
        <source>Galaxy tiles (blue)</source>
        <translation>銀河牌（青）</translation>
    </message>
    <message>
        <location filename="../../app/palette.py" line="120" />
        <source>Click a tile to add it where the amber frame is (rack, call or visible tiles), or drag it there. Right-click or drag a tile out of the rack to remove it. Keyboard: type 123m, 5P (galaxy 5p) or 8g (galaxy 8 of any suit); Backspace removes; Ctrl+Z / Ctrl+Y undo and redo.</source>
        <translation>牌をクリックすると黄色い枠の場所（手牌・副露・見えている牌）に追加されます。ドラッグでも置けます。手牌の牌は右クリックか枠の外へドラッグで外せます。キーボード：123m、5P（銀河5p）、8g（色不明の銀河8）と入力。Backspace で削除、Ctrl+Z / Ctrl+Y で元に戻す・やり直し。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../app/report.py" line="17" />
        <source>Hand: {0}</source>
        <translation>手牌：{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="20" />
        <source>Visible: {0}</source>
        <translation>見えている牌：{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="27" />
        <source>Winning tiles (remaining/live):</source>
        <translation>和了牌（残り/有効）：</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="28" />
        <source>dead</source>
        <translation>純カラ</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="34" />
        <source>Galaxy tiles that win:</source>
        <translation>和了になる銀河牌：</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="37" />
        <source>any galaxy {0}</source>
        <translation>任意の銀河{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="39" />
        <source>any galaxy wind</source>
        <translation>任意の銀河風牌</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="41" />
        <source>any galaxy dragon</source>
        <translation>任意の銀河三元牌</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <location filename="../../app/results_pane.py" line="230" />
        <source>{0} winning kinds, {1} normal tiles left</source>
        <translation>和了牌 {0} 種、通常牌 残り {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="235" />
        <source>{0} galaxy tiles win ({1} unseen)</source>
        <translation>銀河牌 {0} 枚で和了（見えていない {1} 枚）</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="239" />
        <source>dead: {0}</source>
        <translation>純カラ：{0}</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="241" />
        <source>shanten {0}</source>
        <translation>向聴数 {0}</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="245" />
        <source>tenpai under {0} of {1} galaxy assignments</source>
        <translation>銀河牌の割り当て {1} 通り中 {0} 通りで聴牌</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="249" />
        <source>{0:.0f} ms</source>
        <translation>{0:.0f} ミリ秒</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="264" />
        <source>Decompositions with {0}: computing…</source>
        <translation>{0} での面子構成：計算中…</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="277" />
        <source>Decompositions with {0}: {1}</source>
        <translation>{0} での面子構成：{1} 通り</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="33" />
        <location filename="../../app/results_pane.py" line="305" />
        <source>Analysing…</source>
        <translation>解析中…</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="37" />
        <source>{0} tiles: add {1} more</source>
        <translation>{0} 枚：あと {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="41" />
        <source>Complete hand (agari)</source>
        <translation>和了形</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="43" />
        <source>Tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="45" />
        <source>{0}-shanten</source>
        <translation>{0}向聴</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="49" />
        <source>14 tiles: not complete</source>
        <translation>14枚：和了形ではありません</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="50" />
        <source>Not tenpai</source>
        <translation>不聴</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="56" />
        <source>{0}
remaining {1} · live {2}
{3}</source>
        <translation>{0}
残り {1}・有効 {2}
{3}</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="67" />
        <source>galaxy {0}</source>
        <translation>銀河 {0}</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="306" />
        <source>Winning tiles (remaining / live) — click one</source>
        <translation>和了牌（残り / 有効枚数）— クリックで構成を表示</translation>
    </message>
    <message>
        <location filename="../../app/results_pane.py" line="307" />
        <source>Galaxy tiles that win</source>
        <translation>和了になる銀河牌</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <location filename="../../app/main_window.py" line="89" />
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="93" />
        <source>By galaxy assignment</source>
        <translation>銀河牌の割り当て別</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="96" />
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="98" />
        <source>Discard</source>
        <translation>何切る</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../../app/i18n.py" line="69" />
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="70" />
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="71" />
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="72" />
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="73" />
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="74" />
        <source>Green</source>
        <translation>發</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="75" />
        <source>Red</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="91" />
        <source>red five {0}</source>
        <translation>赤五 {0}</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="95" />
        <source>Galaxy {0} (printed suit unknown): acts as {0}m, {0}p or {0}s</source>
        <translation>銀河{0}（色不明）：{0}m・{0}p・{0}s として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="100" />
        <source>Galaxy {0}: acts as {1}m, {1}p or {1}s</source>
        <translation>銀河 {0}：{1}m・{1}p・{1}s として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="104" />
        <source>Galaxy {0}: acts as any wind (East, South, West or North)</source>
        <translation>銀河{0}：任意の風牌（東南西北）として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="107" />
        <source>Galaxy {0}: acts as any dragon (White, Green or Red)</source>
        <translation>銀河{0}：任意の三元牌（白發中）として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="115" />
        <source>ryanmen</source>
        <translation>両面</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="116" />
        <source>kanchan</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="117" />
        <source>penchan</source>
        <translation>辺張</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="118" />
        <source>shanpon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="119" />
        <source>tanki</source>
        <translation>単騎</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="120" />
        <location filename="../../app/i18n.py" line="131" />
        <source>Milky Way</source>
        <translation>天の川</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="128" />
        <source>4 mentsu + jantou</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="129" />
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="130" />
        <source>kokushi</source>
        <translation>国士無双</translation>
    </message>
</context>
<context>
    <name>WaitGroupModel</name>
    <message>
        <location filename="../../app/assignment_tab.py" line="141" />
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="141" />
        <source>Kinds</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../app/assignment_tab.py" line="141" />
        <source>Assignments</source>
        <translation>割り当て数</translation>
    </message>
</context>
</TS>