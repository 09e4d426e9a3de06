<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <location filename="../../app/about.py" line="60"/>
        <source>Galaxy Mahjong Analyzer</source>
        <translation>銀河麻雀アナライザー</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="67"/>
        <source>Exact waits, discard advice, scoring and practice for Galaxy Mahjong (銀河麻雀): galaxy tiles act as their number in any suit, any wind or any dragon.</source>
        <translation>銀河麻雀の待ち・打牌・点数を正確に求め、練習もできます。銀河牌は同じ数字の任意の色、任意の風牌、任意の三元牌として使えます。</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="72"/>
        <source>Package</source>
        <translation>パッケージ</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="73"/>
        <source>License</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="89"/>
        <source>About %1</source>
        <translation>%1 について</translation>
    </message>
</context>
<context>
    <name>AssignmentsTab</name>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="66"/>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="67"/>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="68"/>
        <source>ron with riichi</source>
        <translation>立直でロン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="69"/>
        <source>tsumo with riichi</source>
        <translation>立直でツモ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="321"/>
        <source>&lt;b&gt;Aim for&lt;/b&gt;: scoring the winning tiles…</source>
        <translation>&lt;b&gt;狙い目&lt;/b&gt;: 和了牌を採点中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="329"/>
        <location filename="../../app/tabs/assignments_tab.py" line="410"/>
        <source>&lt;b&gt;Aim for&lt;/b&gt; ({0}): no winning tile has a yaku this way.</source>
        <translation>&lt;b&gt;狙い目&lt;/b&gt;（{0}）: この和了り方では役のある和了牌がありません。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="336"/>
        <source>{0} → expected {1}, best {2} (live {4}, assignments {3})</source>
        <translation>{0} → 期待値 {1}・最高 {2}（有効 {4}・割り当て {3}）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="346"/>
        <location filename="../../app/tabs/assignments_tab.py" line="417"/>
        <source>&lt;b&gt;Aim for&lt;/b&gt; ({0}): {1}</source>
        <translation>&lt;b&gt;狙い目&lt;/b&gt;（{0}）: {1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="406"/>
        <source>Which discard keeps the best reading open: computing…</source>
        <translation>最高の読みを残す打牌: 計算中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="408"/>
        <source>No discard leaves this hand tenpai.</source>
        <translation>どの打牌でも聴牌になりません。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="420"/>
        <source>(weighing the discards: {0} of {1}…)</source>
        <translation>（打牌を評価中: {1} 種中 {0} 種…）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="431"/>
        <source>discard {0}</source>
        <translation>{0} 切り</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="435"/>
        <source> or {0}</source>
        <translation>、{0} 切り</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="437"/>
        <source>, or {0} for an expected {1}</source>
        <translation>、{0} 切りなら期待値 {1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="441"/>
        <source> or {0} more</source>
        <translation>、他 {0} 種</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="442"/>
        <source>{0} → expected {1}, best {2}, live {3}: {4}</source>
        <translation>{0} → 期待値 {1}・最高 {2}・有効 {3}：{4}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="456"/>
        <location filename="../../app/tabs/assignments_tab.py" line="520"/>
        <source>any winning tile</source>
        <translation>すべての和了牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="480"/>
        <source>Galaxy assignments apply to 13-tile hands with concealed galaxy tiles.</source>
        <translation>銀河牌の割り当ては、手牌に銀河牌がある13枚の手で表示されます。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="485"/>
        <source>{0} galaxy assignments, {1} of them tenpai, in {2} wait sets. Expand a wait set to list its assignments.</source>
        <translation>銀河牌の割り当て {0} 通り、うち聴牌 {1} 通り（待ちの組 {2} 種）。待ちの組を開くとその割り当てを一覧します。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="496"/>
        <source>{0} of {1} wait sets shown, with {2} of {3} tenpai assignments</source>
        <translation>待ちの組 {1} 種中 {0} 種を表示（聴牌となる割り当て {3} 件中 {2} 件）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="505"/>
        <source>(scroll for more)</source>
        <translation>（スクロールで続きを読込）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="510"/>
        <source>Value:</source>
        <translation>点数:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="513"/>
        <source>Tiles acting as printed</source>
        <translation>印刷どおりの牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="515"/>
        <source>Draw the galaxy tiles that act as their printed kind (dimmed, last)</source>
        <translation>印刷どおりに使う銀河牌も表示（薄く、最後に）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="517"/>
        <source>Collapse all</source>
        <translation>すべて閉じる</translation>
    </message>
    <message>
        <location filename="../../app/tabs/assignments_tab.py" line="518"/>
        <source>Winning tile:</source>
        <translation>和了牌：</translation>
    </message>
</context>
<context>
    <name>CallsTab</name>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="209"/>
        <source>no yaku</source>
        <extracomment>the seat whose river the offered tile was clicked in (the tile is taken out of that river for the advice: it is the discard on offer), or None for a typed tile</extracomment>
        <translation>役なし</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="225"/>
        <source>the claimed tile</source>
        <translation>鳴いた牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="244"/>
        <source>A call on a discard is judged on a 13-tile hand: discard first, then pick the tile on offer. (With 14 tiles, type the tile you just drew to weigh a kan.)</source>
        <translation>鳴きは13枚の手牌で判断します。先に打牌してから、鳴く牌を選んでください。（14枚のときは、カンを検討するためにツモった牌を入力します。）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="258"/>
        <source>Type the offered tile (13-tile hand) or the tile just drawn (14 tiles, for kans), e.g. 5p or 4M.</source>
        <translation>捨てられた牌（13枚の手牌）かツモ牌（14枚、槓の判断）を入力してください。例: 5p、4M</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="269"/>
        <source>{0} {1} (with {2})</source>
        <translation>{0} {1}（{2} で）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="272"/>
        <source>Advice: {0}</source>
        <translation>判断: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="278"/>
        <source>The offered tile completes the hand (agari): its score is on the Win tab.</source>
        <translation>捨て牌で和了形です（点数は「和了」タブ）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="294"/>
        <source>Pass</source>
        <translation>見送り</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="295"/>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="296"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="297"/>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="298"/>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="299"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="309"/>
        <source>Call</source>
        <translation>鳴き</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="310"/>
        <source>Tiles</source>
        <translation>使う牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="311"/>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="312"/>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="313"/>
        <source>Ukeire</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="314"/>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="315"/>
        <source>Shuugi</source>
        <translation>祝儀</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="316"/>
        <source>Value</source>
        <translation>期待値</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="319"/>
        <source>Offered tile:</source>
        <translation>捨て牌:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="320"/>
        <source>from</source>
        <translation>から</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="321"/>
        <source>left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="321"/>
        <source>across</source>
        <translation>対面</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="321"/>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="324"/>
        <source>Seat wind:</source>
        <translation>自風:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/calls_tab.py" line="325"/>
        <source>Round wind:</source>
        <translation>場風:</translation>
    </message>
</context>
<context>
    <name>DiscardTab</name>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="340"/>
        <source>Working out every discard...</source>
        <extracomment>px the ukeire tiles of the chosen discard keep at least (two rows with their counts); a hand far from tenpai keeps 40-odd kinds, which scroll within that room states the expected-value search may build before the labelled ukeire fallback token of the running expected-value job (:mod:`.job_control`), 0 when none</extracomment>
        <translation>すべての打牌を計算中...</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="362"/>
        <source>Not searched: this discard raises the shanten, and the expected-value model (as mahjong-cpp&apos;s) only follows discards that keep it.</source>
        <translation>未探索：この打牌は向聴数を戻します。期待値モデル（mahjong-cpp と同じ）は向聴数を保つ打牌だけを追います。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="388"/>
        <source>Working out expected values...</source>
        <translation>期待値を計算中...</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="431"/>
        <source>Searching: {0} states (at most {1})</source>
        <translation>探索中：{0} 局面（上限 {1}）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="436"/>
        <source>Scoring the wins and solving the turns: %p%</source>
        <translation>和了の点数計算と各巡の計算中：%p%</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="456"/>
        <source>Too far from tenpai for the expected-value search: ranked by ukeire instead.</source>
        <translation>聴牌から遠すぎて期待値を探索できません。代わりに受け入れ枚数で順位付けしています。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="466"/>
        <source>Ranked by expected value ({0} states searched).</source>
        <translation>期待値で順位付け（{0} 状態を探索）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="469"/>
        <source>At the table&apos;s turn no draws are left (the model&apos;s last turn is {0}): every win chance is 0.</source>
        <translation>卓の巡目ではもうツモがありません（モデルの最終巡目は {0}）：和了率はすべて 0 です。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="476"/>
        <source>Win 0 % after {0}: tenpai without a yaku (an open hand), and the search makes no calls.</source>
        <translation>{0} を切ると和了率 0 %：聴牌しても役がありません（副露した手）。探索は鳴きを考えません。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="518"/>
        <source>Win % by turn</source>
        <translation>巡目別の和了率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="606"/>
        <source>The discard table needs a 14-tile hand (calls count as 3).</source>
        <translation>打牌表には14枚の手牌が必要です（副露は3枚と数えます）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="612"/>
        <source>Best discard by {3}: {0} ({1}, ukeire {2}).</source>
        <translation>{3}で最善の打牌: {0}（{1}、受け入れ {2}枚）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="640"/>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="644"/>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="644"/>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="644"/>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="651"/>
        <source>genbutsu</source>
        <translation>現物</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="652"/>
        <source>passed after riichi</source>
        <translation>リーチ後の見逃し</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="653"/>
        <source>passed since their last discard</source>
        <translation>最後の打牌以降の見逃し</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="658"/>
        <source>safe ({0})</source>
        <translation>安全（{0}）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="673"/>
        <source>Push or fold: push, discard {0}.</source>
        <translation>押し引き: 押し、{0} を切る。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="684"/>
        <source>Push or fold: fold, discard {0} (the safest tile).</source>
        <translation>押し引き: オリ、{0} を切る（最も安全な牌）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="685"/>
        <source>Push or fold: keep tenpai with the safe {0}.</source>
        <translation>押し引き: 安全な {0} でテンパイ維持。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="726"/>
        <source>Tiles that lower the shanten:</source>
        <translation>向聴数を進める牌:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="742"/>
        <source>After discarding {0}: tenpai, {1} live winning tiles</source>
        <translation>{0}打: 聴牌、和了牌 有効{1}枚</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="774"/>
        <source>Yaku after discarding {0}</source>
        <translation>{0}切り後の役</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="776"/>
        <location filename="../../app/tabs/discard_tab.py" line="823"/>
        <source>Yaku (current hand)</source>
        <translation>役（現在の手牌）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="795"/>
        <source>Keep ★</source>
        <translation>残す★</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="819"/>
        <source>Waits when the discard leaves tenpai, else the tiles that lower the shanten</source>
        <translation>打牌後に聴牌なら待ち、そうでなければ向聴数を下げる牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="599"/>
        <source>13 tiles: {0}, ukeire {1}. Add a tile for the discard table.</source>
        <translation>13枚: {0}、受け入れ {1}枚。打牌表には牌をもう1枚加えてください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="520"/>
        <source>The chance to win if the hand after this discard were held from turn t (1–18) to the end of the wall: it falls as fewer draws are left.</source>
        <translation>この打牌後の手を t 巡目（1〜18）から流局まで持ったときの和了率。残りのツモが減るほど下がります。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="610"/>
        <source>Best discard: {0} ({1}, ukeire {2}).</source>
        <translation>最善の打牌: {0}（{1}、受け入れ {2}枚）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="680"/>
        <source>Push or fold: keep tenpai with {0}, safe against {1}.</source>
        <translation>押し引き: {1}に安全な {0} でテンパイ維持。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="753"/>
        <source>After discarding {0}: {1}, ukeire {2}</source>
        <translation>{0}打: {1}、受け入れ {2}枚</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="792"/>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="793"/>
        <location filename="../../app/tabs/discard_tab.py" line="823"/>
        <source>Shanten</source>
        <translation>向聴</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="794"/>
        <location filename="../../app/tabs/discard_tab.py" line="806"/>
        <source>Ukeire</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="796"/>
        <source>Waits / ukeire tiles</source>
        <translation>待ち / 受け入れ牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="797"/>
        <source>Live waits</source>
        <translation>有効和了牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="798"/>
        <source>Danger</source>
        <translation>危険度</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="799"/>
        <source>Tenpai %</source>
        <translation>聴牌率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="800"/>
        <source>Win %</source>
        <translation>和了率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="801"/>
        <source>Exp. points</source>
        <translation>期待点</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="804"/>
        <source>Rank by:</source>
        <translation>順位の基準:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="807"/>
        <source>Expected points</source>
        <translation>期待点</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="808"/>
        <source>Win probability</source>
        <translation>和了確率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="809"/>
        <source>Tenpai probability</source>
        <translation>聴牌確率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="824"/>
        <source>Seat wind:</source>
        <translation>自風:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/discard_tab.py" line="825"/>
        <source>Round wind:</source>
        <translation>場風:</translation>
    </message>
</context>
<context>
    <name>GalaxyWinners</name>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="198"/>
        <source>any galaxy {0}</source>
        <translation>任意の銀河{0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="200"/>
        <source>any galaxy wind</source>
        <translation>任意の銀河風牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="202"/>
        <source>any galaxy dragon</source>
        <translation>任意の銀河三元牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="204"/>
        <source>{0} · {1} live</source>
        <translation>{0}・有効 {1}</translation>
    </message>
</context>
<context>
    <name>HandError</name>
    <message>
        <location filename="../../app/editor.py" line="73"/>
        <source>a hand holds at most {0} tiles (each call counts as 3)</source>
        <translation>手牌は最大{0}枚です（副露は1つ3枚と数えます）</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="56"/>
        <source>suit letter &apos;{0}&apos; has no digits before it</source>
        <extracomment>Parsed tiles with the 0-based text position of each: ``[(tile, position), ...]``.</extracomment>
        <translation>種類の文字 &apos;{0}&apos; の前に数字がありません</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="69"/>
        <source>unknown character {0}</source>
        <translation>使えない文字 {0}</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="77"/>
        <source>digit &apos;{0}&apos; has no suit letter after it</source>
        <translation>数字 &apos;{0}&apos; の後に種類の文字（m p s z）がありません</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="84"/>
        <source>digits &apos;{0}&apos; have no suit letter after them</source>
        <translation>数字 &apos;{0}&apos; の後に種類の文字（m p s z）がありません</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="103"/>
        <location filename="../../core/notation.py" line="123"/>
        <source>&apos;{0}&apos; is not a tile: galaxy tiles are never red</source>
        <translation>&apos;{0}&apos; という牌はありません：銀河牌に赤はありません</translation>
    </message>
    <message>
        <location filename="../../core/notation.py" line="114"/>
        <source>&apos;{0}&apos; is not a tile: honours are 1z-7z</source>
        <translation>&apos;{0}&apos; という牌はありません：字牌は1z〜7zです</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="110"/>
        <source>a meld has 3 or 4 tiles, &apos;{0}&apos; has {1}</source>
        <extracomment>What a called meld is: chi (a run), pon (three of a kind) or kan (four of a kind). Longest hand or visible-tiles text accepted (a full table&apos;s discards fit easily).</extracomment>
        <translation>副露は3枚か4枚です。&apos;{0}&apos; は{1}枚です</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="119"/>
        <source>&apos;{0}&apos; is not a chi, pon or kan</source>
        <translation>&apos;{0}&apos; はチー・ポン・カンのどれでもありません</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="127"/>
        <source>parentheses mark a closed kan; they need 4 identical tiles</source>
        <translation>括弧は暗槓を表します：同じ牌4枚が必要です</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="285"/>
        <source>the {0} text is too long ({1} characters)</source>
        <translation>{0}の文字列が長すぎます（{1}文字）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="294"/>
        <source>a hand has at most 4 melds, this one has {0}</source>
        <translation>副露は最大4つです。この手は{0}つです</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="326"/>
        <source>too many calls: {0} calls leave no room for the hand</source>
        <translation>副露が多すぎます：{0}つの副露では手牌が残りません</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="335"/>
        <source>with 1 call </source>
        <translation>副露1つで、</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="337"/>
        <source>with {0} calls </source>
        <translation>副露{0}つで、</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="344"/>
        <source>{0}the hand holds at most {1} concealed tiles ({2} given)</source>
        <translation>{0}門前の牌は最大{1}枚です（{2}枚あります）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="351"/>
        <source>{0}the hand needs 3n+1 or 3n+2 concealed tiles, such as {1} or {2} ({3} given)</source>
        <translation>{0}門前の牌は3n+1枚か3n+2枚（{1}枚や{2}枚など）が必要です（{3}枚あります）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="364"/>
        <source>{0}the hand needs {1} concealed tiles ({2} given)</source>
        <translation>{0}門前の牌は{1}枚が必要です（{2}枚あります）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="359"/>
        <source>{0}the hand needs 1 concealed tile ({1} given)</source>
        <translation>{0}門前の牌は1枚が必要です（{1}枚あります）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="380"/>
        <source>{0} or {1}</source>
        <translation>{0}または{1}</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="388"/>
        <source>in the visible tiles: {0}</source>
        <translation>見えている牌：{0}</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="401"/>
        <source>a closed kan goes after a comma, e.g. 123m,(555s5S)</source>
        <translation>暗槓はコンマの後に書きます（例：123m,(555s5S)）</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="449"/>
        <source>empty meld between commas</source>
        <translation>コンマの間に副露がありません</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="454"/>
        <source>no concealed tiles before the first comma</source>
        <translation>最初のコンマの前に門前の牌がありません</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="465"/>
        <source>the closed kan is not closed: &apos;{0}&apos; has no matching &apos;{1}&apos;</source>
        <translation>暗槓の括弧が閉じていません：&apos;{0}&apos; に対応する &apos;{1}&apos; がありません</translation>
    </message>
    <message>
        <location filename="../../core/hand.py" line="483"/>
        <source>a closed kan takes one pair of parentheses, e.g. (555s5S)</source>
        <translation>暗槓の括弧は1組だけです（例：(555s5S)）</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="346"/>
        <location filename="../../core/table.py" line="391"/>
        <source>unknown table option &apos;{0}&apos;</source>
        <extracomment>The table options, in canonical order (also the command-line option names).</extracomment>
        <translation>不明な卓の指定 &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="351"/>
        <source>{0} needs a value</source>
        <translation>{0} に値がありません</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="377"/>
        <source>{0}: seat &apos;{1}&apos; is given twice</source>
        <translation>{0}：席 &apos;{1}&apos; が2回指定されています</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="386"/>
        <source>{0} is given twice</source>
        <translation>{0} が2回指定されています</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="403"/>
        <source>{0} takes SEAT=TILES with SEAT one of {1}</source>
        <translation>{0} は 席=牌 の形で、席は {1} のどれかです</translation>
    </message>
    <message>
        <location filename="../../core/scoring/win.py" line="671"/>
        <location filename="../../core/table.py" line="249"/>
        <location filename="../../core/table.py" line="420"/>
        <source>dora indicators</source>
        <extracomment>Shuugi is less than this (one per galaxy tile), so it packs below a rank code. Where the tiles of a scored win lie, for a copy-limit message (translated by the app).</extracomment>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../../core/scoring/win.py" line="672"/>
        <source>ura dora indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../../core/scoring/win.py" line="673"/>
        <source>your discards</source>
        <translation>自分の捨て牌</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="425"/>
        <source>{0}: at most {1} indicators</source>
        <translation>{0}：表示牌は最大{1}枚です</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="255"/>
        <location filename="../../core/table.py" line="479"/>
        <source>your river</source>
        <translation>自分の河</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="256"/>
        <location filename="../../core/table.py" line="485"/>
        <location filename="../../core/table.py" line="530"/>
        <source>{0}&apos;s river</source>
        <translation>{0}の河</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="270"/>
        <source>at most {0} dora indicators</source>
        <translation>ドラ表示牌は最大{0}枚です</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="285"/>
        <source>{0}&apos;s riichi tile is not in their river</source>
        <translation>{0}の立直宣言牌が河にありません</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="302"/>
        <source>other tiles in sight</source>
        <translation>その他の見えている牌</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="492"/>
        <source>--turn {0}: {1} has {2} discards, more than {0} turns allow</source>
        <translation>--turn {0}：{1}に捨て牌が{2}枚あり、{0}巡目にしては多すぎます</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="506"/>
        <location filename="../../core/table.py" line="626"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="541"/>
        <source>{0}: your own riichi is not part of the table</source>
        <translation>{0}：自分の立直は卓の情報に含めません</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="438"/>
        <location filename="../../core/table.py" line="548"/>
        <source>{0}: one riichi mark &apos;*&apos; at most</source>
        <translation>{0}：立直の印 &apos;*&apos; は1つまでです</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="277"/>
        <location filename="../../core/table.py" line="555"/>
        <source>{0}: at most {1} tiles</source>
        <translation>{0}：最大{1}枚です</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="564"/>
        <source>{0}: &apos;*&apos; goes right after the riichi tile&apos;s suit letter</source>
        <translation>{0}：&apos;*&apos; は立直宣言牌の種類の文字の直後に書きます</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="588"/>
        <source>your called tiles</source>
        <translation>自分の河から鳴かれた牌</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="589"/>
        <source>{0}&apos;s called tiles</source>
        <translation>{0}の河から鳴かれた牌</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="612"/>
        <source>{0}: a closed kan is written (555s5S)</source>
        <translation>{0}：暗槓は (555s5S) のように書きます</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="620"/>
        <source>{0}: empty meld</source>
        <translation>{0}：空の副露があります</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="210"/>
        <location filename="../../core/table.py" line="295"/>
        <location filename="../../core/table.py" line="629"/>
        <source>{0}&apos;s melds</source>
        <extracomment>Opponents in turn order after the hand&apos;s owner (right plays next, left plays before you). Seats a river can belong to: the hand&apos;s owner (``self``) and the opponents. One seat&apos;s text parts: (seat, river, riichi index, called tiles, melds).</extracomment>
        <translation>{0}の副露</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="294"/>
        <location filename="../../core/table.py" line="634"/>
        <source>{0}: at most 4 melds</source>
        <translation>{0}：副露は最大4つです</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="644"/>
        <source>{0}: {1} is an open meld, but riichi needs a closed hand (closed kans allowed)</source>
        <translation>{0}: {1}は副露です。立直は門前でのみ可能です（暗槓は可）</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="663"/>
        <source>{0} needs a wind 1z (East) to 4z (North), got &apos;{1}&apos;</source>
        <translation>{0} には風牌 1z（東）〜4z（北）を指定します（&apos;{1}&apos; が指定されました）</translation>
    </message>
    <message>
        <location filename="../../core/table.py" line="680"/>
        <source>--turn needs a number 1-{0}, got &apos;{1}&apos;</source>
        <translation>--turn には1〜{0}の数を指定します（&apos;{1}&apos; が指定されました）</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="47"/>
        <source>hand</source>
        <extracomment>Normal copies of each kind (a red five counts among them). Red copies of a number suit&apos;s five. Normal copies of each kind in the plain riichi set (no galaxy tiles). Where tiles stand, for :func:`check_supply`&apos;s message (the app translates them).</extracomment>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="48"/>
        <source>hand, in a call</source>
        <translation>手牌の副露</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="49"/>
        <source>visible tiles</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="91"/>
        <source>too many {0}: only {1} normal copies exist</source>
        <translation>{0}が多すぎます：通常の牌は{1}枚しかありません</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="96"/>
        <source>too many {0}: only one red five per suit</source>
        <translation>{0}が多すぎます：赤五は各色1枚です</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="102"/>
        <source>{0} is a galaxy tile: plain tiles (ordinary riichi) have none</source>
        <translation>{0}は銀河牌です：通常の牌（普通のリーチ麻雀）にはありません</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="110"/>
        <source>galaxy {0} appears twice: each galaxy tile exists once</source>
        <translation>銀河牌 {0} が2枚あります：銀河牌は各1枚です</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="118"/>
        <source>too many galaxy {0}s: only 3 exist (M, P, S)</source>
        <translation>銀河牌の{0}が多すぎます：3枚（M, P, S）しかありません</translation>
    </message>
    <message>
        <location filename="../../core/supply.py" line="209"/>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../core/decision/calls.py" line="200"/>
        <source>the drawn tile {0} is not in the hand (type the tile you just drew)</source>
        <extracomment>Expected han of the new dora indicator a kan turns: about 14 tiles held, 1/34 each. Discards of the lowest shanten (most ukeire first) whose value is estimated. Expected han a closed hand adds to its yaku and dora by riichi&apos;s extras: ura dora (about 0.5 with galaxy indicators), menzen tsumo (about 0.4: a third of wins are tsumo), ippatsu (0.1). Points a call must gain over passing to be recommended. Share of passing&apos;s value a call must gain on top of :data:`MIN_GAIN`. Shanten a first call other than a yakuhai pon must reach (after its discard): tenpai.</extracomment>
        <translation>ツモった牌 {0} が手牌にありません（今ツモった牌を入力してください）</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="23"/>
        <source>seat</source>
        <extracomment>Most honba counters and most riichi deposits on the table a situation may have. Words filled into the messages (translated as they are).</extracomment>
        <translation>自</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="23"/>
        <source>round</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="25"/>
        <source>honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="26"/>
        <source>riichi sticks</source>
        <translation>供託立直棒</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="28"/>
        <source>dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="28"/>
        <source>ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="88"/>
        <source>the {0} wind must be 1z-4z (East-North), got kind {1}</source>
        <translation>{0}風は1z〜4z（東〜北）で指定してください（種類 {1} が指定されました）</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="98"/>
        <source>{0} must be 0-{1}, got {2}</source>
        <translation>{0}は0〜{1}で指定してください（{2} が指定されました）</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="106"/>
        <source>at most {0} {1} indicators (one plus one per kan), got {2}</source>
        <translation>{1}表示牌は最大{0}枚です（1枚＋槓ごとに1枚）。{2}枚あります</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="123"/>
        <source>rinshan kaihou needs a kan</source>
        <translation>嶺上開花には槓が必要です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="127"/>
        <source>riichi needs a closed hand</source>
        <translation>立直は門前の手牌でのみできます</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="131"/>
        <source>choose riichi or double riichi, not both</source>
        <translation>立直とダブル立直はどちらか一方だけ選んでください</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="135"/>
        <source>ippatsu needs riichi</source>
        <translation>一発には立直が必要です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="139"/>
        <source>ura dora indicators need riichi</source>
        <translation>裏ドラ表示牌は立直したときだけ数えます</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="143"/>
        <source>rinshan kaihou is a tsumo win</source>
        <translation>嶺上開花はツモ和了です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="147"/>
        <source>haitei is a tsumo win (use houtei for ron)</source>
        <translation>海底摸月はツモ和了です（ロンなら河底撈魚）</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="149"/>
        <source>chankan is a ron win</source>
        <translation>槍槓はロン和了です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="152"/>
        <source>houtei is a ron win (use haitei for tsumo)</source>
        <translation>河底撈魚はロン和了です（ツモなら海底摸月）</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="156"/>
        <source>haitei and rinshan cannot both apply</source>
        <translation>海底摸月と嶺上開花は同時に成立しません</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="160"/>
        <source>houtei and chankan cannot both apply</source>
        <translation>河底撈魚と槍槓は同時に成立しません</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="164"/>
        <source>tenhou / chiihou need a tsumo with no calls (not even a closed kan)</source>
        <translation>天和・地和は副露（暗槓も含む）のないツモ和了だけです</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="170"/>
        <source>tenhou / chiihou are won on the first draw, before any riichi</source>
        <translation>天和・地和は第一ツモの和了で、リーチより前です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="176"/>
        <source>tenhou is the dealer&apos;s (East seat) win</source>
        <translation>天和は親（東家）の和了です</translation>
    </message>
    <message>
        <location filename="../../core/scoring/situation.py" line="180"/>
        <source>chiihou is a non-dealer&apos;s win (the dealer&apos;s is tenhou)</source>
        <translation>地和は子の和了です（親なら天和）</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="112"/>
        <source>(at character {0})</source>
        <translation>（{0}文字目）</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="304"/>
        <source>these tiles make a {0}, not a {1}</source>
        <translation>この牌は {1} ではなく {0} です</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="331"/>
        <source>… the last group is not finished yet</source>
        <translation>… 最後の牌がまだ入力途中です</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="333"/>
        <source>the rack keeps the last valid hand</source>
        <translation>手牌列は最後の正しい手のままです</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="361"/>
        <location filename="../../app/widgets/hand_panel.py" line="362"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="364"/>
        <source>Calls: {0} · Table: {1} — click to edit</source>
        <translation>副露：{0}・卓：{1} — クリックで編集</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="377"/>
        <source>13 tiles</source>
        <translation>13枚</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="379"/>
        <source>14 tiles: complete (agari)</source>
        <translation>14枚：和了形</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="381"/>
        <source>14 tiles: choose a discard</source>
        <translation>14枚：打牌を選んでください</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="382"/>
        <source>{0} / 13 tiles</source>
        <translation>{0} / 13 枚</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="386"/>
        <source>{0} of {1} tiles</source>
        <translation>{0} / {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="390"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="391"/>
        <source>Rack</source>
        <translation>手牌列</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="392"/>
        <source>Calls</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="393"/>
        <source>e.g. 123m456p789s1122z, 5P67p</source>
        <translation>例：123m456p789s1122z, 5P67p</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="394"/>
        <source>Auto-sort</source>
        <translation>自動理牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="395"/>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="395"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="395"/>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="395"/>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="398"/>
        <source>Click or drag tiles from the palette, or type 123m</source>
        <translation>牌一覧からクリックかドラッグ、または 123m と入力</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="399"/>
        <source>Build a call</source>
        <translation>副露を作る</translation>
    </message>
    <message>
        <location filename="../../app/widgets/hand_panel.py" line="400"/>
        <source>No calls (closed hand)</source>
        <translation>副露なし（門前）</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../app/help.py" line="94"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="96"/>
        <location filename="../../app/help.py" line="143"/>
        <source>Notation</source>
        <translation>表記法</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="97"/>
        <source>Galaxy rules</source>
        <translation>銀河ルール</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="98"/>
        <source>Keys</source>
        <translation>キー操作</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="120"/>
        <source>number tiles: manzu (m), pinzu (p), souzu (s)</source>
        <translation>数牌：萬子 (m)、筒子 (p)、索子 (s)</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="121"/>
        <source>honours: 1-4z East South West North, 5-7z White Green Red</source>
        <translation>字牌：1-4z 東南西北、5-7z 白發中</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="122"/>
        <source>red fives</source>
        <translation>赤五</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="125"/>
        <source>galaxy tiles by printed kind (uppercase suit): galaxy 5p, East, White</source>
        <translation>銀河牌は印字の牌を大文字で：銀河5p、銀河東、銀河白</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="127"/>
        <source>galaxy numbers whose printed suit is unknown</source>
        <translation>色が分からない銀河の数牌</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="130"/>
        <source>called melds after commas (chi, pon or kan is inferred)</source>
        <translation>副露はカンマの後に（チー・ポン・カンは自動判定）</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="132"/>
        <source>a closed kan in parentheses</source>
        <translation>暗槓は括弧で囲む</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="135"/>
        <source>Spaces are ignored; the order of tiles does not matter.</source>
        <translation>空白は無視され、牌の順番は自由です。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="137"/>
        <source>Anywhere in the window, type digits and a suit letter (123m, 5P, 8g) to add tiles where the amber frame is: the rack, the call, or a river, melds or the dora indicators of the table.</source>
        <translation>ウィンドウのどこでも、数字と色の文字（123m、5P、8g）を打つと、黄色い枠の場所（手牌列・副露、または卓の河・副露・ドラ表示牌）に牌が入ります。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="141"/>
        <source>A hand has 13 tiles to wait (each call counts as 3) or 14 to discard or win.</source>
        <translation>手牌は待ちを見るなら13枚（副露は1つ3枚と数えます）、打牌や和了なら14枚です。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="148"/>
        <source>Galaxy tiles</source>
        <translation>銀河牌</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="149"/>
        <source>One of the four copies of every kind is a blue galaxy tile.</source>
        <translation>各牌の4枚のうち1枚が青い銀河牌です。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="152"/>
        <source>A galaxy number acts as that number in any suit: galaxy 5p can be 5m, 5p or 5s.</source>
        <translation>銀河の数牌は同じ数字の任意の色として使えます。銀河5pは5m・5p・5sのどれにもなります。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="157"/>
        <source>A galaxy wind acts as any wind.</source>
        <translation>銀河の風牌は任意の風牌として使えます。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="158"/>
        <source>A galaxy dragon acts as any dragon.</source>
        <translation>銀河の三元牌は任意の三元牌として使えます。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="161"/>
        <source>So a kind can have a 5th copy or more; waits are found over every way the galaxy tiles can act.</source>
        <translation>そのため5枚目以上の牌もありえます。待ちは銀河牌のあらゆる使い方について求めます。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="165"/>
        <source>Milky Way</source>
        <translation>天の川</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="168"/>
        <source>A hand of 14 galaxy tiles is a yakuman in any shape, open or closed (Rules menu).</source>
        <translation>14枚すべて銀河牌の手は、形も門前か副露かも問わず役満です（ルールメニュー）。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="172"/>
        <source>Shuugi</source>
        <translation>祝儀</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="175"/>
        <source>+1 for each galaxy tile in a group where it is what it is printed as: 7m with galaxy 8m and 9m as 789m is 2 shuugi.</source>
        <translation>印字どおりの牌として面子に入った銀河牌1枚につき+1：7mと銀河8m・銀河9mで789mなら祝儀2枚です。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="180"/>
        <source>Galaxy dora</source>
        <translation>銀河ドラ</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="183"/>
        <source>A galaxy indicator makes the next number dora in all three suits (galaxy 4s: 5m, 5p and 5s); a galaxy wind or dragon indicator makes all winds or all dragons dora. A galaxy tile is dora by the kind it acts as.</source>
        <translation>銀河牌のドラ表示牌は、次の数字を3色すべてでドラにします（銀河4sなら5m・5p・5s）。銀河の風牌・三元牌の表示牌なら風牌すべて・三元牌すべてがドラです。銀河牌は使われる牌としてドラに数えます。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="189"/>
        <source>Other rules</source>
        <translation>その他のルール</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="192"/>
        <source>Seven pairs need seven different kinds (Rules menu); seven pairs and kokushi only with a closed hand. Furiten: a hand is furiten when any of its own discards would complete it; a galaxy discard counts as every kind it could act as.</source>
        <translation>七対子は7種類の異なる対子が必要です（ルールメニュー）。七対子と国士無双は門前のみ。フリテン：自分の捨て牌のどれかで和了形になるならフリテンです。銀河牌の捨て牌は、それがなりうるすべての牌として数えます。</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="205"/>
        <source>type tiles into the framed area (digits, then the suit)</source>
        <translation>枠のある場所に牌を入力（数字のあとに色）</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="208"/>
        <source>remove the last typed digit, else the last tile of the framed area</source>
        <translation>最後に打った数字、なければ枠のある場所の最後の牌を消す</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="210"/>
        <source>forget the digits typed so far</source>
        <translation>打ちかけの数字を取り消す</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="211"/>
        <source>in a tile row: select a tile</source>
        <translation>牌の列で：牌を選ぶ</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="212"/>
        <source>in the rack: remove the selected tile</source>
        <translation>手牌列で：選んだ牌を消す</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="213"/>
        <source>in a tile row: click the selected tile</source>
        <translation>牌の列で：選んだ牌をクリック</translation>
    </message>
    <message>
        <location filename="../../app/help.py" line="215"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../core/practice/game/hints.py" line="41"/>
        <source>tsumo: this tile completes your hand</source>
        <translation>ツモ：この牌で和了です</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="42"/>
        <source>ron: the discard completes your hand</source>
        <translation>ロン：この捨て牌で和了です</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="43"/>
        <source>tenpai: discard {0} to wait on {1} ({2} left)</source>
        <translation>聴牌：{0}を切って{1}待ち（残り{2}枚）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="44"/>
        <source>tenpai: discard {0} to wait on {1} ({2} left) — furiten: no ron (a winning tile is in your discards)</source>
        <translation>聴牌：{0}を切って{1}待ち（残り{2}枚） — フリテン：ロンできません（和了牌が自分の捨て牌にあります）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="49"/>
        <source>best discard: {0} ({1}-shanten, {2} tiles improve)</source>
        <translation>最善の打牌：{0}（{1}向聴、有効牌{2}枚）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="50"/>
        <source>best discard: {0} (tenpai, {1} tiles improve)</source>
        <translation>最善の打牌：{0}（聴牌、有効牌{1}枚）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="51"/>
        <source>riichi possible</source>
        <translation>立直できます</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="52"/>
        <source>riichi out: {0} {1} · safest {2} ({3})</source>
        <translation>リーチ者あり：{1} を切って{0} · 最も安全な牌 {2}（{3}）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="53"/>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="54"/>
        <source>deal-in {0} %</source>
        <translation>放銃率 {0} %</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="56"/>
        <source>push with</source>
        <translation>押し</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="57"/>
        <source>fold with</source>
        <translation>オリ</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="58"/>
        <source>keep tenpai with</source>
        <translation>テンパイ維持</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="60"/>
        <source>call advice: {0}{1} — {2}</source>
        <translation>鳴き判断: {0}{1} — {2}</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="62"/>
        <source>pass</source>
        <translation>見送り</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="63"/>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="64"/>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="65"/>
        <source>kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="66"/>
        <source>closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="67"/>
        <source>added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="70"/>
        <source>en</source>
        <extracomment>The language of the words: translated as ``ja`` in Japanese (picks a reason&apos;s language).</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="71"/>
        <source>yaku within reach (shanten): {0}</source>
        <translation>狙える役（向聴数）：{0}</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="72"/>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="75"/>
        <source>yakuhai</source>
        <translation>役牌</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="76"/>
        <source>tanyao</source>
        <translation>断么九</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="77"/>
        <source>toitoi</source>
        <translation>対々和</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="78"/>
        <source>honitsu</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="79"/>
        <source>chinitsu</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="80"/>
        <source>chiitoitsu</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="81"/>
        <source>Milky Way</source>
        <translation>天の川</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="82"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="83"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="84"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="85"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="86"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="87"/>
        <source>Green</source>
        <translation>發</translation>
    </message>
    <message>
        <location filename="../../core/practice/game/hints.py" line="88"/>
        <source>Red</source>
        <translation>中</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/main_window.py" line="426"/>
        <source>Copied {0}</source>
        <translation>{0} をコピーしました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="435"/>
        <source>Copied the analysis as text</source>
        <translation>解析結果をテキストでコピーしました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="441"/>
        <source>Save image</source>
        <translation>画像を保存</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="441"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="447"/>
        <source>Saved {0}</source>
        <translation>{0} を保存しました</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="447"/>
        <source>Could not save {0}</source>
        <translation>{0} を保存できませんでした</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="586"/>
        <source>Notation cheat sheet</source>
        <translation>表記法の早見表</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="587"/>
        <source>Galaxy rules</source>
        <translation>銀河ルール</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="588"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="589"/>
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="505"/>
        <source>rack</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="506"/>
        <source>call</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="497"/>
        <source>typing</source>
        <translation>入力中</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="499"/>
        <source>Adding to: {0}</source>
        <translation>追加先：{0}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="507"/>
        <source>other tiles seen</source>
        <translation>その他の見えている牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="508"/>
        <source>dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="509"/>
        <source>river</source>
        <translation>河</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="510"/>
        <source>called tiles</source>
        <translation>鳴かれた牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="511"/>
        <source>melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="516"/>
        <source>you</source>
        <translation>自分</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="517"/>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="518"/>
        <source>across</source>
        <translation>対面</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="519"/>
        <source>left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="562"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="563"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="564"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="565"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="566"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="567"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="572"/>
        <source>Copy as text</source>
        <translation>テキストでコピー</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="573"/>
        <source>Save image…</source>
        <translation>画像を保存…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="574"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="575"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="576"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="577"/>
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="578"/>
        <source>Paste hand</source>
        <translation>手牌を貼り付け</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="579"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="580"/>
        <source>Example hand</source>
        <translation>例の手牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="581"/>
        <source>Auto-sort rack</source>
        <translation>自動理牌</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="582"/>
        <source>Tile palette</source>
        <translation>牌一覧</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="583"/>
        <source>Calls and table</source>
        <translation>副露と卓</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="584"/>
        <source>Seven pairs: allow identical pairs</source>
        <translation>七対子: 同じ対子を2組認める</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="585"/>
        <source>Milky Way yakuman (14 galaxy tiles)</source>
        <translation>天の川（銀河牌14枚）を役満にする</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../app/widgets/palette.py" line="126"/>
        <source>{0} available</source>
        <translation>残り {0} 枚</translation>
    </message>
    <message>
        <location filename="../../app/widgets/palette.py" line="133"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/palette.py" line="134"/>
        <source>Galaxy tiles (blue)</source>
        <translation>銀河牌（青）</translation>
    </message>
    <message>
        <location filename="../../app/widgets/palette.py" line="137"/>
        <source>Click a tile to add it where the amber frame is (the rack, the call, or a river, melds or indicators of the table), or drag it there. Right-click or drag a tile out of the rack to remove it. Keyboard: type 123m, 5P (galaxy 5p) or 8g (galaxy 8 of any suit); Backspace removes; Ctrl+Z / Ctrl+Y undo and redo.</source>
        <translation>牌をクリックすると黄色い枠の場所（手牌列・副露、または卓の河・副露・ドラ表示牌）に追加されます。ドラッグでも置けます。手牌の牌は右クリックか枠の外へドラッグで外せます。キーボード：123m、5P（銀河5p）、8g（色不明の銀河8）と入力。Backspace で削除、Ctrl+Z / Ctrl+Y で元に戻す・やり直し。</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="19"/>
        <source>draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="20"/>
        <source>call</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="23"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="24"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="25"/>
        <source>Riichi…</source>
        <translation>立直…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="26"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="27"/>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="28"/>
        <source>Kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="29"/>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="30"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="31"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="32"/>
        <source>Nine terminals (draw)</source>
        <translation>九種九牌（流局）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="36"/>
        <source>nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="37"/>
        <source>four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="38"/>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="39"/>
        <source>four kans</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="40"/>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="97"/>
        <source>East {0}</source>
        <translation>東{0}局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="100"/>
        <source>{0}, {1} honba</source>
        <translation>{0} {1}本場</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="106"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="108"/>
        <source>Computer {0}</source>
        <translation>CPU {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="117"/>
        <source>Abortive draw ({0}). {1}</source>
        <translation>途中流局（{0}）。{1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="122"/>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="124"/>
        <source>Exhaustive draw. Tenpai: {0}. {1}</source>
        <translation>流局。聴牌: {0}。{1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="128"/>
        <source>by tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="130"/>
        <source>by ron from {0}</source>
        <translation>{0}からロン</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="136"/>
        <source>{0} won {1} with {2} + {3}: {4} han {5} fu, {6} points ({7}). {8}</source>
        <translation>{0}が{1}で和了（{2} + {3}）: {4}翻{5}符 {6}点（{7}）。{8}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="163"/>
        <source>Could not save the practice history: {0}</source>
        <translation>練習の履歴を保存できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="352"/>
        <source>Game over</source>
        <translation>終局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="357"/>
        <source>{0} · dealer {1}</source>
        <translation>{0} · 親 {1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="98"/>
        <source>2 players</source>
        <translation>2人</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="99"/>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="102"/>
        <location filename="../../app/tabs/practice/game_page.py" line="450"/>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="104"/>
        <source>Assist</source>
        <translation>アシスト</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="108"/>
        <source>Computer level</source>
        <translation>CPUの強さ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="110"/>
        <location filename="../../app/tabs/practice/practice_tab.py" line="192"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="39"/>
        <source>Open turn in analyzer</source>
        <translation>この巡目を解析で開く</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="40"/>
        <source>Open hand in analyzer</source>
        <translation>手牌を解析で開く</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="41"/>
        <source>Save log…</source>
        <translation>牌譜を保存…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="92"/>
        <source>Could not save the game log: {0}</source>
        <translation>牌譜を保存できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="206"/>
        <source>Computer player error: {0}</source>
        <translation>CPUのエラー: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="217"/>
        <source>The game stopped on an error: {0}</source>
        <translation>エラーで対局が止まりました: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="343"/>
        <source>Choose players, level and seed, then New game.</source>
        <translation>人数・強さ・シードを選んで「新しい対局」を押してください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="431"/>
        <source>Riichi: click the tile to discard.</source>
        <translation>立直: 切る牌をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="449"/>
        <source>Game over: {0}</source>
        <translation>終局: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_page.py" line="452"/>
        <source>Next round</source>
        <translation>次の局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="63"/>
        <source>Turn {0}: {1} {2}</source>
        <translation>{0}巡目: {1} {2}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_log.py" line="91"/>
        <location filename="../../app/tabs/practice/game_log.py" line="101"/>
        <source>Save game log</source>
        <translation>牌譜を保存</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="68"/>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="69"/>
        <source>Two suits</source>
        <translation>二色</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="70"/>
        <source>Any suits</source>
        <translation>全色</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="73"/>
        <source>quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="74"/>
        <source>drill</source>
        <translation>ドリル</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="75"/>
        <source>game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="102"/>
        <source>No answers yet</source>
        <translation>まだ回答がありません</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="103"/>
        <source>{0} answered · {1:.0f} % accurate · streak {2} (best {3})</source>
        <translation>回答 {0} · 正解率 {1:.0f} % · 連続正解 {2}（最高 {3}）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="122"/>
        <source>Open in analyzer</source>
        <translation>解析で開く</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="123"/>
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="186"/>
        <source>New hand</source>
        <translation>次の手牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="187"/>
        <source>Replay seed</source>
        <translation>同じシードで再挑戦</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="189"/>
        <source>Galaxy tiles</source>
        <translation>銀河牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="190"/>
        <source>Suits</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="223"/>
        <source>Calls</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="225"/>
        <source>Timer</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="228"/>
        <source>Submit</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="249"/>
        <source>Which tiles complete this hand?</source>
        <translation>この手の和了牌はどれ？</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="254"/>
        <source>Click every winning tile, then Submit:</source>
        <translation>和了牌をすべてクリックして「回答」を押してください:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="295"/>
        <source>missed</source>
        <translation>漏れ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="342"/>
        <source>Perfect!</source>
        <translation>正解！</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="344"/>
        <source>Not quite.</source>
        <translation>惜しい。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="371"/>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="372"/>
        <source>Shanten</source>
        <translation>向聴</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="373"/>
        <source>Ukeire</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="374"/>
        <source>Improving tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="375"/>
        <source>Waits</source>
        <translation>待ち</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="376"/>
        <source>Stars</source>
        <translation>★</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="387"/>
        <source>Roughness</source>
        <translation>悪形度</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="364"/>
        <source>Click the tile you would discard.</source>
        <translation>切る牌をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="406"/>
        <source>Grade by expected value</source>
        <translation>期待値で採点</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="459"/>
        <source>Ranking the discards…</source>
        <translation>打牌を順位付け中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="501"/>
        <source>(Too far from tenpai for the expected-value search: graded by ukeire.)</source>
        <translation>（聴牌から遠すぎて期待値を探索できないため、受け入れ枚数で採点しました。）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="504"/>
        <source>(Graded by expected points.)</source>
        <translation>（期待点で採点しました。）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="579"/>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="580"/>
        <source>Good</source>
        <translation>良</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="581"/>
        <source>Slower</source>
        <translation>やや遅い</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="582"/>
        <source>Worse</source>
        <translation>後退</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="593"/>
        <source>{0}: discarding {1} ranks {2} of {3} (best: {4}).</source>
        <translation>{0}: {1}打は{3}候補中{2}位（最善: {4}）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="598"/>
        <source>{0}: discarding {1} is the best of {2} discards.</source>
        <translation>{0}: {1}打は{2}候補中の最善です。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="601"/>
        <source>{0}: discarding {1} ties for the best of {2} discards with {3}.</source>
        <translation>{0}: {1}打は{2}候補中の最善（{3}打と同率）です。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="627"/>
        <source>When</source>
        <extracomment>A quiz record&apos;s detail as :attr:`QuizGrade.text` writes it (English, in the history file).</extracomment>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="628"/>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="629"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="630"/>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="631"/>
        <source>Accuracy</source>
        <translation>正解率</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="632"/>
        <source>Correct</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="633"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/game_texts.py" line="162"/>
        <location filename="../../app/tabs/practice/practice_tab.py" line="653"/>
        <source>Practice history</source>
        <translation>練習の履歴</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="699"/>
        <source>Wait quiz</source>
        <translation>待ち当てクイズ</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="700"/>
        <source>What to discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="701"/>
        <source>Solo game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="706"/>
        <source>History…</source>
        <translation>履歴…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="725"/>
        <source>The solo game is played at a table in its own window; the analyzer stays here, beside it, for the turns you open from the game.</source>
        <translation>一人対局は専用のウィンドウの卓で遊びます。解析ウィンドウはその横に残り、対局から開いた局面がここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="732"/>
        <source>Open the game table</source>
        <translation>対局卓を開く</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="735"/>
        <source>Open game log…</source>
        <translation>牌譜を開く…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="750"/>
        <location filename="../../app/tabs/practice/practice_tab.py" line="764"/>
        <source>Open game log</source>
        <translation>牌譜を開く</translation>
    </message>
    <message>
        <location filename="../../app/tabs/practice/practice_tab.py" line="765"/>
        <source>Could not open the game log: {0}</source>
        <translation>牌譜を開けませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <location filename="../../core/practice/quiz.py" line="24"/>
        <source>none</source>
        <extracomment>Words of the answer (context ``&quot;Quiz&quot;`` of the app&apos;s translations).</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="26"/>
        <source>{0}, {1}</source>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="28"/>
        <source>ryanmen</source>
        <translation>両面</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="29"/>
        <source>kanchan</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="30"/>
        <source>penchan</source>
        <translation>辺張</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="31"/>
        <source>shanpon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="32"/>
        <source>tanki</source>
        <translation>単騎</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="33"/>
        <location filename="../../core/practice/quiz.py" line="39"/>
        <source>Milky Way</source>
        <translation>天の川</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="36"/>
        <source>regular</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="37"/>
        <source>chiitoitsu</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="38"/>
        <source>kokushi</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="25"/>
        <source>correct: {0}; missed: {1}; wrong: {2}</source>
        <translation>正解：{0}&#x3000;漏れ：{1}&#x3000;誤答：{2}</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="145"/>
        <source>{0}: {1}; {2} live</source>
        <translation>{0}：{1}・有効 {2}枚</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="157"/>
        <source>    {0}: {1}  [{2}]</source>
        <translation>    {0}：{1}  ［{2}］</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="160"/>
        <source>    {0}: {1}</source>
        <translation>    {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../core/practice/quiz.py" line="165"/>
        <source>galaxy tiles that win: {0}</source>
        <translation>和了になる銀河牌：{0}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../app/table/replay_window.py" line="94"/>
        <source>Replay: {0}</source>
        <translation>牌譜再生: {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/replay_window.py" line="95"/>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location filename="../../app/table/replay_window.py" line="96"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../../app/table/replay_window.py" line="97"/>
        <source>Open this position in analyzer</source>
        <translation>この局面を解析で開く</translation>
    </message>
    <message>
        <location filename="../../app/table/replay_window.py" line="98"/>
        <source>Seat shown</source>
        <translation>表示する席</translation>
    </message>
    <message>
        <location filename="../../app/table/replay_window.py" line="136"/>
        <source>Step {0} of {1}</source>
        <translation>{0} / {1} 手目</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../app/report.py" line="16"/>
        <source>Hand: {0}</source>
        <translation>手牌：{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="19"/>
        <source>Visible: {0}</source>
        <translation>見えている牌：{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="26"/>
        <source>Winning tiles (remaining/live):</source>
        <translation>和了牌（残り/有効）：</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="27"/>
        <source>dead</source>
        <translation>純カラ</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="33"/>
        <source>Galaxy tiles that win:</source>
        <translation>和了になる銀河牌：</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="36"/>
        <source>any galaxy {0}</source>
        <translation>任意の銀河{0}</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="38"/>
        <source>any galaxy wind</source>
        <translation>任意の銀河風牌</translation>
    </message>
    <message>
        <location filename="../../app/report.py" line="40"/>
        <source>any galaxy dragon</source>
        <translation>任意の銀河三元牌</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results_dialog.py" line="210"/>
        <source>Round results</source>
        <translation>局の結果</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="244"/>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="246"/>
        <source>Exhaustive draw. Tenpai: {0}</source>
        <translation>流局。聴牌: {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="230"/>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="46"/>
        <source>galaxy {0}</source>
        <translation>銀河 {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="47"/>
        <source>red fives {0}</source>
        <translation>赤五 {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="48"/>
        <source>ura dora {0}</source>
        <translation>裏ドラ {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="49"/>
        <source>ippatsu {0}</source>
        <translation>一発 {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="50"/>
        <source>yakuman {0}</source>
        <translation>役満 {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="127"/>
        <source>Riichi deposits ({0}) → {1}: {2} points</source>
        <translation>供託リーチ棒（{0}本） → {1}: {2}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="131"/>
        <source>{0} chips</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="133"/>
        <source>{0} points</source>
        <translation>{0}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="136"/>
        <source>({0} honba)</source>
        <translation>（{0}本場分）</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="146"/>
        <source>no chips</source>
        <translation>祝儀なし</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="160"/>
        <source>{0} han {1} fu, {2}: {3} points</source>
        <translation>{0}翻{1}符 {2}: {3}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="174"/>
        <source>riichi deposits {0}</source>
        <translation>供託 {0}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="180"/>
        <source>honba {0}</source>
        <translation>本場 {0}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="184"/>
        <source>{0} points in all, with {1}</source>
        <translation>合計 {0}点（{1}込み）</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="219"/>
        <source>Abortive draw: {0}</source>
        <translation>途中流局: {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="232"/>
        <source>Next round</source>
        <translation>次の局</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="254"/>
        <source>Nagashi mangan: {0}</source>
        <translation>流し満貫: {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="264"/>
        <source>Chips paid</source>
        <translation>祝儀の支払い</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="266"/>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="278"/>
        <source>Tsumo win: {0}</source>
        <translation>{0}のツモ和了</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="280"/>
        <source>Ron win: {0}, dealt in by {1}</source>
        <translation>{0}のロン和了（{1}から）</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="309"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="313"/>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="326"/>
        <source>{0} han</source>
        <translation>{0}翻</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="155"/>
        <source>{0} han (yakuman): {1} points</source>
        <translation>{0}翻(役満): {1}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="163"/>
        <source>{0} han {1} fu: {2} points</source>
        <translation>{0}翻{1}符: {2}点</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="333"/>
        <source>shuugi {0}</source>
        <translation>祝儀 {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="345"/>
        <source>Fu: {0}</source>
        <translation>符: {0}</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="357"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="358"/>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="359"/>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="370"/>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location filename="../../app/table/results_dialog.py" line="373"/>
        <source>With uma/oka (×1000)</source>
        <translation>ウマ・オカ込み(千点)</translation>
    </message>
</context>
<context>
    <name>Shanten</name>
    <message>
        <location filename="../../app/i18n.py" line="95"/>
        <source>complete (agari)</source>
        <translation>和了形</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="97"/>
        <source>tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="98"/>
        <source>{0}-shanten</source>
        <translation>{0}向聴</translation>
    </message>
</context>
<context>
    <name>Stars</name>
    <message>
        <location filename="../../app/i18n.py" line="194"/>
        <source>★ under a tile: how much discarding it hurts — no star: it costs little, ★★★: keep it (discarding it sets the hand back).</source>
        <translation>牌の下の★: その牌を切ると手がどれだけ損をするか — ★なし: 切っても損は小さい、★★★: 残すべき牌（切ると手が後退します）。</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="205"/>
        <source>No star: discarding this tile keeps at least 90 % of the best ukeire.</source>
        <translation>★なし: この牌を切っても最善の受け入れの90 %以上が残ります。</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="208"/>
        <source>★: discarding this tile keeps 60-90 % of the best ukeire.</source>
        <translation>★: この牌を切ると受け入れは最善の60〜90 %になります。</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="211"/>
        <source>★★: discarding this tile keeps less than 60 % of the best ukeire.</source>
        <translation>★★: この牌を切ると受け入れは最善の60 %未満になります。</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="214"/>
        <source>★★★: keep this tile — discarding it raises the shanten.</source>
        <translation>★★★: 残すべき牌 — 切ると向聴数が増えます。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../app/table/game_window.py" line="13"/>
        <source>Galaxy Mahjong table</source>
        <translation>銀河麻雀 対局卓</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="32"/>
        <location filename="../../app/widgets/table_editor.py" line="65"/>
        <source>E</source>
        <extracomment>Seat boxes left to right: the opponents in turn order, then you. Short wind names for the seat titles (translated in context &quot;Table&quot;, as on the game table).</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="33"/>
        <location filename="../../app/widgets/table_editor.py" line="66"/>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="34"/>
        <location filename="../../app/widgets/table_editor.py" line="67"/>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="35"/>
        <location filename="../../app/widgets/table_editor.py" line="68"/>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="166"/>
        <source>{0} left</source>
        <translation>残り{0}枚</translation>
    </message>
    <message>
        <location filename="../../app/table/table_widget.py" line="168"/>
        <source>riichi ×{0}</source>
        <translation>供託 {0}本</translation>
    </message>
</context>
<context>
    <name>TableEditor</name>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="257"/>
        <source>… the last option is not finished yet</source>
        <extracomment>tiles picked for an opponent&apos;s meld not yet complete, per seat</extracomment>
        <translation>… 最後のオプションはまだ入力途中です</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="259"/>
        <source>the table keeps its last valid state</source>
        <translation>卓は最後の有効な状態のままです</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="285"/>
        <source>{0} make no chi or pon</source>
        <translation>{0} はチーにもポンにもなりません</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="416"/>
        <source>riichi declared with this tile</source>
        <translation>この牌で立直宣言</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="417"/>
        <source>called away from this river</source>
        <translation>この河から鳴かれた牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="455"/>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="456"/>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="457"/>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="458"/>
        <source>You</source>
        <translation>自分</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="463"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="464"/>
        <source>Show or hide the rivers, riichi, melds, winds and dora</source>
        <translation>河・立直・副露・風・ドラの表示を切り替えます</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="466"/>
        <source>no table yet: open it (▸) or type --river right=1z9m5P*3s --dora 3m</source>
        <translation>卓はまだ空です：開く（▸）か --river right=1z9m5P*3s --dora 3m と入力</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="470"/>
        <source>The table around the hand: --river SEAT=TILES (SEAT self, right, across, left; * after a riichi tile), --called SEAT=TILES, --melds SEAT=MELDS, --dora TILES, --turn N, --round-wind 1z, --seat-wind 2z</source>
        <translation>手牌のまわりの卓：--river 席=牌（席は self 自分・right 下家・across 対面・left 上家。立直宣言牌の後に *）、--called 席=牌、--melds 席=副露、--dora 牌、--turn 巡目、--round-wind 1z、--seat-wind 2z</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="475"/>
        <source>Round</source>
        <translation>場風</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="476"/>
        <source>Seat</source>
        <translation>自風</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="477"/>
        <source>Turn</source>
        <translation>巡目</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="478"/>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="479"/>
        <source>Also seen</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="480"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="481"/>
        <source>Your turn; auto: one more than the longest river</source>
        <translation>自分の巡目。自動：いちばん長い河の枚数 + 1</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="483"/>
        <source>indicators</source>
        <translation>表示牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="484"/>
        <source>other tiles</source>
        <translation>見えている牌</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="486"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="489"/>
        <source>Riichi declared with the selected river tile (or the last one); double-click a river tile to mark it</source>
        <translation>選んだ河の牌（なければ最後の牌）で立直宣言。河の牌をダブルクリックしても指定できます</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="493"/>
        <source>Called</source>
        <translation>鳴き</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="496"/>
        <source>Mark the selected river tile (or the last one) as called away by another player (it is shown dimmed after the river), or put a called tile back</source>
        <translation>選んだ河の牌（なければ最後の牌）を他家に鳴かれた牌にします（河の後ろに薄く表示）。鳴かれた牌を選んでいれば河に戻します</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="500"/>
        <source>river</source>
        <translation>河</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="501"/>
        <source>melds</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../../app/widgets/table_editor.py" line="504"/>
        <source>Three tiles make a chi or pon, a fourth like a pon makes it a kan; type a closed kan in the text form: --melds right=(555s5S)</source>
        <translation>3枚でチーかポン、ポンと同じ牌をもう1枚でカン。暗槓は文字で入力：--melds right=(555s5S)</translation>
    </message>
</context>
<context>
    <name>Tabs</name>
    <message>
        <location filename="../../app/main_window.py" line="106"/>
        <source>Waits</source>
        <extracomment>Shown (in English, which any font draws) when Japanese is chosen but no font has its glyphs.</extracomment>
        <translation>待ち</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="107"/>
        <source>By galaxy assignment</source>
        <translation>銀河牌の割り当て別</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="108"/>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="109"/>
        <source>Discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="110"/>
        <source>Calls</source>
        <translation>鳴き判断</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="111"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <location filename="../../app/i18n.py" line="86"/>
        <source>Complete hand (agari): its score is on the Win tab.</source>
        <translation>和了形です（点数は「和了」タブ）。</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="119"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="120"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="121"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="122"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="123"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="124"/>
        <source>Green</source>
        <translation>發</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="125"/>
        <source>Red</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="141"/>
        <source>red five {0}</source>
        <translation>赤五 {0}</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="145"/>
        <source>Galaxy {0} (printed suit unknown): acts as {0}m, {0}p or {0}s</source>
        <translation>銀河{0}（色不明）：{0}m・{0}p・{0}s として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="150"/>
        <source>Galaxy {0}: acts as {1}m, {1}p or {1}s</source>
        <translation>銀河 {0}：{1}m・{1}p・{1}s として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="154"/>
        <source>Galaxy {0}: acts as any wind (East, South, West or North)</source>
        <translation>銀河{0}：任意の風牌（東南西北）として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="157"/>
        <source>Galaxy {0}: acts as any dragon (White, Green or Red)</source>
        <translation>銀河{0}：任意の三元牌（白發中）として使えます</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="165"/>
        <source>ryanmen</source>
        <translation>両面</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="166"/>
        <source>kanchan</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="167"/>
        <source>penchan</source>
        <translation>辺張</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="168"/>
        <source>shanpon</source>
        <translation>双碰</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="169"/>
        <source>tanki</source>
        <translation>単騎</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="170"/>
        <location filename="../../app/i18n.py" line="181"/>
        <source>Milky Way</source>
        <translation>天の川</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="178"/>
        <source>4 mentsu + jantou</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="179"/>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <location filename="../../app/i18n.py" line="180"/>
        <source>kokushi</source>
        <translation>国士無双</translation>
    </message>
</context>
<context>
    <name>ValueModel</name>
    <message>
        <location filename="../../app/models/values.py" line="73"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="74"/>
        <source>Left</source>
        <translation>残り</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="75"/>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="76"/>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="77"/>
        <source>Yaku (ron)</source>
        <translation>役（ロン）</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="124"/>
        <source>cannot come</source>
        <translation>来ない</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="126"/>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="130"/>
        <source>{0} han {1} fu</source>
        <translation>{0}翻{1}符</translation>
    </message>
    <message>
        <location filename="../../app/models/values.py" line="132"/>
        <source>dora {0}</source>
        <translation>ドラ{0}</translation>
    </message>
</context>
<context>
    <name>WaitTreeModel</name>
    <message>
        <location filename="../../app/models/assignments.py" line="276"/>
        <source>Waits · galaxy tiles act as</source>
        <translation>待ち・銀河牌の扱い</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="277"/>
        <source>Assignments</source>
        <translation>割り当て数</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="278"/>
        <source>Live</source>
        <translation>有効枚数</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="279"/>
        <source>Best</source>
        <translation>最高</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="280"/>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="296"/>
        <source>all as printed</source>
        <translation>すべて印刷どおり</translation>
    </message>
    <message>
        <location filename="../../app/models/assignments.py" line="310"/>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
</context>
<context>
    <name>WaitsTab</name>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="411"/>
        <source>winning kinds: {0} · normal tiles left: {1}</source>
        <translation>和了牌 {0} 種、通常牌 残り {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="417"/>
        <source>galaxy tiles that win: {0} ({1} unseen)</source>
        <translation>銀河牌 {0} 枚で和了（見えていない {1} 枚）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="423"/>
        <source>dead: {0}</source>
        <translation>純カラ：{0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="431"/>
        <source>tenpai under {0} of {1} galaxy assignments</source>
        <translation>銀河牌の割り当て {1} 通り中 {0} 通りで聴牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="79"/>
        <source>{0:.0f} ms</source>
        <translation>{0:.0f} ミリ秒</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="69"/>
        <source>14 tiles — see the Discard tab for what to discard</source>
        <translation>14枚 — 何を切るかは「何切る」タブを参照</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="350"/>
        <source>ron {0}</source>
        <translation>ロン {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="351"/>
        <source>tsumo {0}</source>
        <translation>ツモ {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="353"/>
        <source>Expected points per win (unseen copies with yaku): {0} · {1}</source>
        <translation>和了1回の期待点（役のある見えていない牌）: {0}・{1}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="484"/>
        <source>Decompositions with {0}: computing…</source>
        <translation>{0} での面子構成：計算中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="489"/>
        <source>Decompositions with {0}: {1}</source>
        <translation>{0} での面子構成：{1} 通り</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="53"/>
        <location filename="../../app/tabs/waits_tab.py" line="517"/>
        <source>Analysing…</source>
        <translation>解析中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="57"/>
        <source>{0} tiles: add {1} more</source>
        <translation>{0} 枚：あと {1} 枚</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="61"/>
        <source>Complete hand (agari)</source>
        <translation>和了形</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="63"/>
        <source>Tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="65"/>
        <source>{0}-shanten</source>
        <translation>{0}向聴</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="72"/>
        <source>Not tenpai</source>
        <translation>不聴</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="78"/>
        <source>&lt; 1 ms</source>
        <translation>1 ms未満</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="85"/>
        <source>{0}
remaining {1} · live {2}
{3}</source>
        <translation>{0}
残り {1}・有効 {2}
{3}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="96"/>
        <source>galaxy {0}</source>
        <translation>銀河 {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="346"/>
        <source>Scoring the winning tiles…</source>
        <extracomment>the decompositions listed: their winning tile and count text (&quot;12&quot;, &quot;200+&quot;), None while computing or when none is selected</extracomment>
        <translation>和了牌を採点中…</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="361"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="362"/>
        <source>{0} round, seat {1}, dora indicators: {2}</source>
        <translation>{0}場・自風{1}・ドラ表示牌: {2}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="404"/>
        <source>Milky Way tenpai: any of the {0} unseen galaxy tiles wins</source>
        <translation>天の川の聴牌：見えていない銀河牌 {0}枚のどれでも和了</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="442"/>
        <source>the Discard tab shows the tiles that improve it</source>
        <translation>向聴数を下げる牌は「何切る」タブに表示</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="444"/>
        <source>the Win tab scores it</source>
        <translation>点数は「和了」タブで計算</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="518"/>
        <source>Winning tiles (remaining / live) — click one</source>
        <translation>和了牌（残り / 有効枚数）— クリックで構成を表示</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="519"/>
        <source>Galaxy tiles that win</source>
        <translation>和了になる銀河牌</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="520"/>
        <source>What each winning tile is worth (best reading)</source>
        <translation>和了牌ごとの点数（最高の読み）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="521"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../../app/tabs/waits_tab.py" line="522"/>
        <source>Points with riichi declared (closed hands); off: dama</source>
        <translation>立直した場合の点数（門前のみ）。オフ: ダマ</translation>
    </message>
</context>
<context>
    <name>WinTab</name>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="305"/>
        <source>Dora: {0}</source>
        <extracomment>indexes in ``context.visible`` of the tiles picked as dora indicators: the table&apos;s indicators (they come first) until the user picks others</extracomment>
        <translation>ドラ: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="307"/>
        <source>No tiles in sight: add the indicators in the Table above the tabs.</source>
        <translation>見えている牌なし：タブの上の「卓」でドラ表示牌を追加してください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="345"/>
        <source>This 14-tile hand is not a winning hand ({0}).</source>
        <translation>この14枚の手は和了形ではありません（{0}）。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="348"/>
        <source>Enter a tenpai (13-tile) or complete (14-tile) hand.</source>
        <translation>聴牌（13枚）か和了形（14枚）の手牌を入力してください。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="386"/>
        <source>Complete hand, but no yaku: it cannot win.</source>
        <translation>和了形ですが役がないため和了れません。</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="402"/>
        <source>{0} han (yakuman): {1} points</source>
        <translation>{0}翻（役満）: {1}点</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="404"/>
        <source>{0} han {1} fu: {2} points</source>
        <translation>{0}翻{1}符: {2}点</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="413"/>
        <source>Fu: {0}</source>
        <translation>符: {0}</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="415"/>
        <source>Shuugi: {0} (most for the same points: {1})</source>
        <translation>祝儀: {0}（同じ点数での最大: {1}）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="465"/>
        <source>Winning tile:</source>
        <translation>和了牌:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="467"/>
        <source>Tsumo (off: ron)</source>
        <translation>ツモ（オフ: ロン）</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="468"/>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="469"/>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="470"/>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="471"/>
        <source>Rinshan kaihou</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="472"/>
        <source>Chankan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="473"/>
        <source>Last tile (haitei / houtei)</source>
        <translation>海底摸月 / 河底撈魚</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="474"/>
        <source>First draw (tenhou / chiihou)</source>
        <translation>天和 / 地和</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="478"/>
        <source>Situation</source>
        <translation>状況</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="479"/>
        <source>Seat wind:</source>
        <translation>自風:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="480"/>
        <source>Round wind:</source>
        <translation>場風:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="481"/>
        <source>Honba:</source>
        <translation>本場:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="482"/>
        <source>Riichi sticks:</source>
        <translation>供託立直棒:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="483"/>
        <source>Dora indicators (click visible tiles):</source>
        <translation>ドラ表示牌（見えている牌をクリック）:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="484"/>
        <source>Ura dora indicators:</source>
        <translation>裏ドラ表示牌:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="485"/>
        <source>Own discards (furiten):</source>
        <translation>自分の捨て牌（フリテン判定）:</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="488"/>
        <source>e.g. 3m5P</source>
        <translation>例：3m5P</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="489"/>
        <source>Yaku</source>
        <translation>役</translation>
    </message>
    <message>
        <location filename="../../app/tabs/win_tab.py" line="489"/>
        <source>Han</source>
        <translation>翻</translation>
    </message>
</context>
</TS>
