<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="vi_VN">
<context>
    <name>Artifact</name>
    <message>
        <location filename="../../app/ui/texts.py" line="153" />
        <source>Claw of the Werewolf</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="154" />
        <source>Brand of the Villager</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="155" />
        <source>Cudgel of the Tanner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="156" />
        <source>Void of Nothingness</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="157" />
        <source>Mask of Muting</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="158" />
        <source>Shroud of Shame</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ArtifactEffect</name>
    <message>
        <location filename="../../app/ui/texts.py" line="165" />
        <source>You are a Werewolf now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="166" />
        <source>You are a plain Villager now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="167" />
        <source>You are a Tanner now: you win only if you die.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="168" />
        <source>Nothing happens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="169" />
        <source>You may not speak during the day.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="170" />
        <source>Turn away from the table during the day (you still vote).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <location filename="../../app/ui/texts.py" line="213" />
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="214" />
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="215" />
        <source>Daybreak</source>
        <translation>Rạng Đông</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="216" />
        <source>Bonus roles</source>
        <translation>Vai phụ</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="267" />
        <source>Choose the cards</source>
        <translation>Chọn bài</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="268" />
        <source>Click a card to add it (again for a second copy), right-click or press minus to take it out. You need one card per player and three for the centre.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="278" />
        <source>Preset for %1 players</source>
        <translation>Bộ gợi ý cho %1 người</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="279" />
        <source>Preset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="280" />
        <source>Use preset</source>
        <translation>Dùng bộ gợi ý</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="281" />
        <source>Clear</source>
        <translation>Xoá hết</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="284" />
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="285" />
        <source>Start the night</source>
        <translation>Bắt đầu đêm</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="329" />
        <source>Ready: %1 cards for %2 players.</source>
        <translation>Sẵn sàng: %1 lá cho %2 người.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="339" />
        <source>In the deck: </source>
        <translation>Trong bộ bài: </translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="339" />
        <source>nothing yet</source>
        <translation>chưa có gì</translation>
    </message>
</context>
<context>
    <name>CurtainScreen</name>
    <message>
        <location filename="../../app/ui/screens/night.py" line="31" />
        <source>Only this player may look. Press and hold the moon to open.</source>
        <translation>Chỉ người này được xem. Nhấn giữ mặt trăng để mở.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="49" />
        <source>Pass to %1</source>
        <translation>Chuyển cho %1</translation>
    </message>
</context>
<context>
    <name>DayScreen</name>
    <message>
        <location filename="../../app/ui/screens/day.py" line="24" />
        <source>Good morning! Everyone wakes up.</source>
        <translation>Chào buổi sáng! Mọi người thức dậy.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="25" />
        <source>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="28" />
        <source>Discussion time left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="29" />
        <location filename="../../app/ui/screens/day.py" line="93" />
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="30" />
        <source>+1 min</source>
        <translation>+1 phút</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="31" />
        <source>Vote now</source>
        <translation>Bỏ phiếu ngay</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="38" />
        <source>Discussion</source>
        <translation>Thảo luận</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="46" />
        <source>Roles in this game</source>
        <translation>Các vai trong ván này</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="90" />
        <location filename="../../app/ui/screens/day.py" line="128" />
        <source>Time is up!</source>
        <translation>Hết giờ!</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/day.py" line="93" />
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>Do</name>
    <message>
        <location filename="../../app/ui/texts.py" line="342" />
        <source>Look at one centre card: you become that role for the whole game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="343" />
        <source>Look at another player's card: you become that role.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="344" />
        <source>Give the Vampire mark to a player who is not a vampire.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="345" />
        <source>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="346" />
        <source>Give the Disease mark to your left or right neighbour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="347" />
        <source>You may give Love marks to two players (yourself too). Choose two players, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="348" />
        <source>You may give the Traitor mark to any player (yourself too), or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="349" />
        <source>You take a fresh Clarity mark. You may also give one to another player, or confirm to keep it at that.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="350" />
        <source>Give the Assassin mark to any player (yourself too).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="351" />
        <source>No Assassin woke up. Give the Assassin mark to any player (yourself too).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="352" />
        <source>You may put your shield on another player's card, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="353" />
        <source>You are the only werewolf. You may look at one centre card, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="354" />
        <source>Swap the wolf card with the card of a player who is not a werewolf.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="355" />
        <source>Swap the wolf card with another player's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="356" />
        <source>You may look at another player's card, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="357" />
        <source>Tap the shoulder of your left or right neighbour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="358" />
        <source>You may look at another player's card, or at two centre cards, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="359" />
        <source>You may look at one centre card, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="360" />
        <source>You may look at up to two other players' cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="361" />
        <source>You may look at one player's card and a different player's mark: click a card, a mark token, or both.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="362" />
        <source>You may swap your card with another player's card and look at your new card, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="363" />
        <source>You may look at a centre card. If you do, you must swap it with any player's card (yours too).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="364" />
        <source>You may swap your mark with another player's mark and look at your new mark, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="365" />
        <source>You may swap the cards of two other players, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="366" />
        <source>You may move every other player's card one seat to the left or to the right, or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="367" />
        <source>You may swap two players' cards (click two cards) or two players' marks (click two mark tokens), or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="368" />
        <source>Swap your card with a centre card. You will not see your new card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="369" />
        <location filename="../../app/ui/texts.py" line="370" />
        <source>You may look at the cards of the players who raised a thumb.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="371" />
        <source>You may turn another player's card face up. A monster or tanner goes back face down.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="372" />
        <source>You may put an artifact on any player's card (yours too), or skip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="374" />
        <source>Make your choice on the table.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <location filename="../../app/ui/widgets.py" line="31" />
        <source>Press and hold to open</source>
        <translation>Nhấn giữ để mở</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main.py" line="30" />
        <source>Pass the Night</source>
        <translation>Chuyền Đêm</translation>
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="91" />
        <source>Secret vote</source>
        <translation>Bỏ phiếu kín</translation>
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="134" />
        <source>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="136" />
        <source>The saved game could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="138" />
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="139" />
        <source>It was kept as %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/main.py" line="167" />
        <source>Could not save the game: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <location filename="../../app/ui/texts.py" line="120" />
        <source>Clarity</source>
        <translation>Trong Sạch</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="121" />
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="122" />
        <source>Fear</source>
        <translation>Sợ Hãi</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="123" />
        <source>Bat</source>
        <translation>Dơi</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="124" />
        <source>Disease</source>
        <translation>Bệnh Tật</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="125" />
        <source>Love</source>
        <translation>Tình Yêu</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="126" />
        <source>Traitor</source>
        <translation>Phản Bội</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="127" />
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="134" />
        <source>the %1 mark</source>
        <translation>Dấu Hiệu %1</translation>
    </message>
</context>
<context>
    <name>MarkEffect</name>
    <message>
        <location filename="../../app/ui/texts.py" line="139" />
        <source>No effect: you are what your card says.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="140" />
        <source>You are a Vampire now, on the vampire team.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="141" />
        <source>You are too scared to act: you will not wake up tonight.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="142" />
        <source>No effect.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="143" />
        <source>Whoever votes for you cannot win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="144" />
        <source>If another lover dies, you die too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="145" />
        <source>You win only if someone else on your team dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="146" />
        <source>The Assassin wins if you die.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../../app/ui/texts.py" line="223" />
        <location filename="../../app/ui/texts.py" line="224" />
        <source>Dusk</source>
        <translation>Hoàng Hôn</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="225" />
        <source>Night</source>
        <translation>Buổi Đêm</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="226" />
        <source>Day</source>
        <translation>Ban Ngày</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="227" />
        <source>Vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="228" />
        <source>Reveal</source>
        <translation>Lật bài</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="30" />
        <source>Who is playing?</source>
        <translation>Ai chơi?</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="31" />
        <source>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="40" />
        <source>Players, clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="43" />
        <source>Add a player's name…</source>
        <translation>Nhập tên người chơi…</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="45" />
        <source>New player's name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="46" />
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="47" />
        <source>Remove</source>
        <translation>Xoá</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="48" />
        <source>Move up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="49" />
        <source>Move down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="52" />
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="53" />
        <source>Next: choose the cards</source>
        <translation>Tiếp: chọn bài</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="75" />
        <source>Seating (clockwise, the laptop starts at the bottom)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/setup.py" line="142" />
        <source>%1 players</source>
        <translation>%1 người chơi</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <location filename="../../app/ui/texts.py" line="70" />
        <source>At Dusk, looks at one centre card and becomes that role for the whole game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="71" />
        <source>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="72" />
        <source>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="73" />
        <source>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="74" />
        <source>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="75" />
        <source>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="76" />
        <source>May give Love marks to two players. If one lover dies, the other dies too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="77" />
        <source>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="78" />
        <source>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="79" />
        <source>Gives the Assassin mark to anyone and wins if a player holding it dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="80" />
        <source>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="81" />
        <source>May look at one player's card and at another player's mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="82" />
        <source>May swap marks with another player, then looks at the new mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="83" />
        <source>May swap the cards, or the marks, of any two players without looking.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="84" />
        <source>No night action. Find the monsters and vote them out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="85" />
        <source>Looks at another player's card and becomes that role, acting at once when the role allows.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="86" />
        <source>Wakes with the other werewolves. A lone werewolf may look at one centre card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="87" />
        <source>Sees who the werewolves are and wins with them, even if the Minion dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="88" />
        <source>Wakes with the other Mason so that they know each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="89" />
        <source>May look at another player's card or at two centre cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="90" />
        <source>May swap cards with another player, then looks at the new card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="91" />
        <source>May swap the cards of two other players without looking.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="92" />
        <source>Must swap their card with a centre card without looking at it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="93" />
        <source>Wakes last and looks at their own card to see if it changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="94" />
        <source>If the Hunter dies, the player the Hunter voted for dies too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="95" />
        <source>Hates the job: wins only by dying.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="96" />
        <source>May shield another player's card: nobody may look at it or move it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="97" />
        <source>A werewolf who swaps the extra wolf card in the centre with a non-werewolf's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="98" />
        <source>A werewolf who may also look at another player's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="99" />
        <source>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="100" />
        <source>May look at one centre card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="101" />
        <source>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="102" />
        <source>May look at a centre card; if so, must swap it with any player's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="103" />
        <source>May move every other player's card one seat left or right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="104" />
        <source>May turn another player's card face up; monsters and tanners go back face down.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="105" />
        <source>May put a random face-down artifact on any player's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="106" />
        <source>The player the Bodyguard votes for cannot be killed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="107" />
        <source>Sees who looked at or moved a card or a mark tonight.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="108" />
        <source>Sees who the Tanner is and wins if the Tanner dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="109" />
        <source>Taps a neighbour's shoulder: that player learns the Thing sits beside them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="110" />
        <source>Sees the werewolves and may look at their cards. Wins with the werewolves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="111" />
        <source>Sees who the Seer is and may look at the Seer's card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="112" />
        <source>Cannot be killed by the vote.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="113" />
        <source>A villager who turns into a werewolf if any werewolf votes for them.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../../app/ui/texts.py" line="298" />
        <source>Not yourself: choose another player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="299" />
        <source>Already chosen: pick someone else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="300" />
        <source>Vampires cannot receive this mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="301" />
        <source>Vampires, and the player with the Vampire mark, cannot receive Fear.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="302" />
        <source>Only your left or right neighbour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="303" />
        <source>There is no wolf card in this game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="304" />
        <source>This card is shielded.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="305" />
        <source>You had to stop after the first card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="306" />
        <source>The card and the mark must belong to two different players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="307" />
        <source>You know this player is a werewolf.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="308" />
        <source>Not the Alpha Wolf you copied.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="309" />
        <source>This card already carries an artifact.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="315" />
        <source>Not allowed for this action.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResolutionScreen</name>
    <message>
        <location filename="../../app/ui/screens/end.py" line="22" />
        <source>Turn over all cards</source>
        <translation>Lật tất cả các lá bài</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/end.py" line="27" />
        <source>What happened at the vote</source>
        <translation>Kết quả bỏ phiếu</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <location filename="../../app/ui/screens/end.py" line="62" />
        <source>Who won</source>
        <translation>Ai thắng</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/end.py" line="63" />
        <source>The night</source>
        <translation>Đêm qua</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/end.py" line="64" />
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/end.py" line="65" />
        <source>New setup</source>
        <translation>Thiết lập mới</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <location filename="../../app/ui/texts.py" line="19" />
        <source>Copycat</source>
        <translation>Kẻ Bắt Chước</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="20" />
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="21" />
        <source>The Master</source>
        <translation>Chúa Tể</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="22" />
        <source>The Count</source>
        <translation>Bá Tước</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="23" />
        <source>Renfield</source>
        <translation>Renfield</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="24" />
        <source>Diseased</source>
        <translation>Người Nhiễm Bệnh</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="25" />
        <source>Cupid</source>
        <translation>Thần Tình Yêu</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="26" />
        <source>Instigator</source>
        <translation>Kẻ Xúi Giục</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="27" />
        <source>Priest</source>
        <translation>Mục Sư</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="28" />
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="29" />
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="30" />
        <source>Marksman</source>
        <translation>Xạ Thủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="31" />
        <source>Pickpocket</source>
        <translation>Kẻ Móc Túi</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="32" />
        <source>Gremlin</source>
        <translation>Quỷ Gremlin</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="33" />
        <source>Villager</source>
        <translation>Dân Làng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="34" />
        <source>Doppelgänger</source>
        <translation>Kẻ Song Trùng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="35" />
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="36" />
        <source>Minion</source>
        <translation>Tay Sai</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="37" />
        <source>Mason</source>
        <translation>Thợ Hồ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="38" />
        <source>Seer</source>
        <translation>Tiên Tri</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="39" />
        <source>Robber</source>
        <translation>Kẻ Trộm</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="40" />
        <source>Troublemaker</source>
        <translation>Kẻ Phá Rối</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="41" />
        <source>Drunk</source>
        <translation>Kẻ Say Xỉn</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="42" />
        <source>Insomniac</source>
        <translation>Kẻ Mất Ngủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="43" />
        <source>Hunter</source>
        <translation>Thợ Săn</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="44" />
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="45" />
        <source>Sentinel</source>
        <translation>Lính Gác</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="46" />
        <source>Alpha Wolf</source>
        <translation>Sói Đầu Đàn</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="47" />
        <source>Mystic Wolf</source>
        <translation>Sói Tiên Tri</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="48" />
        <source>Dream Wolf</source>
        <translation>Sói Ngái Ngủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="49" />
        <source>Apprentice Seer</source>
        <translation>Tiên Tri Tập Sự</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="50" />
        <source>Paranormal Investigator</source>
        <translation>Trinh Thám</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="51" />
        <source>Witch</source>
        <translation>Phù Thủy</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="52" />
        <source>Village Idiot</source>
        <translation>Thằng Ngốc</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="53" />
        <source>Revealer</source>
        <translation>Người Tiết Lộ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="54" />
        <source>Curator</source>
        <translation>Người Giữ Cổ Vật</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="55" />
        <source>Bodyguard</source>
        <translation>Vệ Sĩ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="56" />
        <source>Aura Seer</source>
        <translation>Tiên Tri Vũ Trụ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="57" />
        <source>Apprentice Tanner</source>
        <translation>Chán Đời Tập Sự</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="58" />
        <source>Thing</source>
        <translation>Quái Vật</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="59" />
        <source>Squire</source>
        <translation>Cận Vệ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="60" />
        <source>Beholder</source>
        <translation>Người Quan Sát</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="61" />
        <source>Prince</source>
        <translation>Hoàng Tử</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="62" />
        <source>Cursed</source>
        <translation>Kẻ Bị Nguyền</translation>
    </message>
</context>
<context>
    <name>RolesList</name>
    <message>
        <location filename="../../app/ui/screens/common.py" line="99" />
        <source>Roles in this game</source>
        <translation>Các vai trong ván này</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="101" />
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
</context>
<context>
    <name>Seen</name>
    <message>
        <location filename="../../app/ui/texts.py" line="385" />
        <source>Your card is now: %1.</source>
        <translation>Lá bài của bạn bây giờ: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="387" />
        <source>You looked at %1: %2.</source>
        <translation>Bạn đã xem %1: %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="388" />
        <source>You looked at %1's card: %2.</source>
        <translation>Bạn đã xem bài của %1: %2.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="391" />
        <source>Your mark is %1. %2</source>
        <translation>Dấu hiệu của bạn là %1. %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="392" />
        <source>You looked at %1's mark: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="394" />
        <source>You became: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="397" />
        <source>Someone tapped your left shoulder: the Thing sits on your left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="398" />
        <source>Someone tapped your right shoulder: the Thing sits on your right.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="400" />
        <source>An artifact lies on your card: %1. %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="402" />
        <source>%1's card lies face up: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="412" />
        <source>No other vampire woke up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="413" />
        <source>The vampires: %1.</source>
        <translation>Các ma cà rồng: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="416" />
        <source>The vampires gave the Vampire mark to nobody.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="417" />
        <source>The vampires gave the Vampire mark to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="420" />
        <source>You hold a Love mark, but no one else does.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="421" />
        <source>Your fellow lovers: %1.</source>
        <translation>Người yêu của bạn: %1.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="424" />
        <source>No other werewolf woke up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="425" />
        <source>Your fellow werewolves: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="427" />
        <source>A Dream Wolf raised a thumb: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="430" />
        <source>No werewolf raised a thumb.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="431" />
        <source>The werewolves raised a thumb: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="434" />
        <source>No Tanner raised a thumb.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="435" />
        <source>The Tanner raised a thumb: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="438" />
        <source>No other Mason woke up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="439" />
        <source>Your fellow Mason: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="442" />
        <source>No Seer raised a thumb.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="443" />
        <source>The Seers raised a thumb: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="445" />
        <source>The Assassin is %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="447" />
        <source>The Apprentice Assassin is %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="450" />
        <source>Nobody has looked at or moved a card or a mark yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="451" />
        <source>These players looked at or moved a card or a mark: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="23" />
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="26" />
        <source> s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="28" />
        <source>Every visit lasts at least this long, so that nobody can tell who acted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="31" />
        <source> min</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="33" />
        <source>Vote in secret, passing the laptop round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="35" />
        <source>Animate card flips</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="39" />
        <source>Follow the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="41" />
        <source>A new language applies the next time the game starts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="44" />
        <source>Shortest visit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="45" />
        <source>Discussion time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="48" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <location filename="../../app/ui/models.py" line="52" />
        <location filename="../../app/ui/models.py" line="54" />
        <source>Seat %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/models.py" line="167" />
        <source>%1, %2 in the deck. %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="268" />
        <source>Seat 3 to 10 players (now %1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="271" />
        <source>Choose %1 cards: players + 3, and 1 more for the Alpha Wolf's wolf card (now %2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="272" />
        <source>Choose %1 cards: one per player and 3 for the centre (now %2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="274" />
        <source>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="276" />
        <source>The Alpha Wolf needs a Werewolf, Mystic Wolf or Dream Wolf card for the extra wolf card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="278" />
        <source>The deck holds a card this version does not know.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="284" />
        <source>A name cannot be empty.</source>
        <translation>Tên không được để trống.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="286" />
        <source>Two players cannot have the same name.</source>
        <translation>Hai người chơi không được trùng tên.</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="288" />
        <source>At most 10 players can sit at the table.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../app/ui/screens/start.py" line="25" />
        <source>Pass the Night</source>
        <translation>Chuyền Đêm</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="27" />
        <source>One Night Ultimate Vampire for one laptop, passed from seat to seat.</source>
        <translation>Ma Cà Rồng Một Đêm trên một máy tính, chuyền tay từ người này sang người khác.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="29" />
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="30" />
        <source>Resume game in progress</source>
        <translation>Chơi tiếp ván đang dở</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="31" />
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="32" />
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/start.py" line="33" />
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <location filename="../../app/ui/texts.py" line="321" />
        <source>The vampires</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="323" />
        <source>The werewolves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="325" />
        <source>The masons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="327" />
        <source>The lovers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="329" />
        <source>Mark check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="331" />
        <source>Dawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="333" />
        <source>Doppelgänger-%1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <location filename="../../app/ui/story.py" line="18" />
        <source>%1's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="29" />
        <source>swapped cards with %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="31" />
        <location filename="../../app/ui/story.py" line="40" />
        <source>swapped the cards of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="33" />
        <source>swapped %1 with %2's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="35" />
        <source>swapped their card with %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="38" />
        <source>swapped the marks of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="42" />
        <source>swapped marks with %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="44" />
        <source>swapped the wolf card with %1's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="46" />
        <source>moved everyone else's card to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="47" />
        <source>moved everyone else's card to the right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="51" />
        <source>tapped %1 on the shoulder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="53" />
        <source>shielded %1's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="55" />
        <source>turned %1's card face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="57" />
        <source>put an artifact on %1's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="74" />
        <source>%1 found the %2 on their card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="76" />
        <source>%1's card lies face up: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="77" />
        <source>Dawn: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="79" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="80" />
        <source>Mark check: everyone looked at their mark (%1).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="88" />
        <source>%1: nobody woke up (the card was in the centre, or its holder was afraid).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="92" />
        <location filename="../../app/ui/story.py" line="94" />
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="108" />
        <source>saw their own card: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="110" />
        <source>looked at %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="113" />
        <source>now holds %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="115" />
        <source>looked at %1's mark: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="117" />
        <source>became the %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="128" />
        <source>gave %1 to %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="130" />
        <source>the artifact was the %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="132" />
        <source>turned into a %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="134" />
        <source>the card stays face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="136" />
        <source>chose to do nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="139" />
        <source>had nothing to do</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="141" />
        <source>woke up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="142" />
        <source>%1 %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="156" />
        <source>%1 is protected by the Bodyguard (%2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="158" />
        <source>%1 is the Prince and cannot be killed by the vote.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="160" />
        <source>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="161" />
        <source>%1 is protected.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="166" />
        <source>Nobody dies</source>
        <translation>Không ai chết</translation>
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="168" />
        <source>%1 died</source>
        <translation>%1 đã chết</translation>
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="177" />
        <source>Votes: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="179" />
        <source>Epic battle: werewolves, vampires and villagers are all at the table, so the runner-up dies too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="189" />
        <source>%1 are tied with %2 votes: they all die.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="192" />
        <source>%1 has the most votes (%2) and dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="195" />
        <source>%1 comes next with %2 votes and dies too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="199" />
        <source>Nobody has more than one vote, so nobody dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="201" />
        <source>Nobody dies.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="205" />
        <source>%1 is taken down by the Hunter (%2).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="208" />
        <source>%1 dies of a broken heart: they held a Love mark.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="210" />
        <source>%1 was the Cursed: a werewolf pointed at them, so they become a werewolf.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="212" />
        <source>%1 pointed at a diseased player and cannot win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="227" />
        <source>%1 with the %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="229" />
        <source>wins</source>
        <translation>thắng</translation>
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="229" />
        <source>loses</source>
        <translation>thua</translation>
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="230" />
        <source> (dead)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/story.py" line="231" />
        <source>%1%2: %3 with %4 (%5) — %6</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../app/ui/models.py" line="339" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/models.py" line="340" />
        <source>%1: face-down card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="236" />
        <source>the wolf card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="237" />
        <source>centre card %1</source>
        <translation>lá giữa %1</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <location filename="../../app/ui/texts.py" line="178" />
        <source>The village wins: %1</source>
        <translation>Dân làng thắng: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="179" />
        <source>The werewolves win: %1</source>
        <translation>Ma sói thắng: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="180" />
        <source>The vampires win: %1</source>
        <translation>Ma cà rồng thắng: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="181" />
        <source>The Tanner wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="182" />
        <source>The Apprentice Tanner wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="183" />
        <source>The Assassin wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="184" />
        <source>The Apprentice Assassin wins: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="187" />
        <source>The village loses: %1</source>
        <translation>Dân làng thua: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="188" />
        <source>The werewolves lose: %1</source>
        <translation>Ma sói thua: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="189" />
        <source>The vampires lose: %1</source>
        <translation>Ma cà rồng thua: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="190" />
        <source>The Tanner loses: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="191" />
        <source>The Apprentice Tanner loses: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="192" />
        <source>The Assassin loses: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="193" />
        <source>The Apprentice Assassin loses: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="200" />
        <source>Village</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="201" />
        <source>Werewolves</source>
        <translation>Ma sói</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="202" />
        <source>Vampires</source>
        <translation>Ma cà rồng</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="203" />
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="204" />
        <source>Apprentice Tanner</source>
        <translation>Chán Đời Tập Sự</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="205" />
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/texts.py" line="206" />
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <location filename="../../app/ui/texts.py" line="252" />
        <source>%1 and %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VisitScreen</name>
    <message>
        <location filename="../../app/ui/screens/night.py" line="77" />
        <source>Hide (Esc)</source>
        <translation>Ẩn (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="92" />
        <location filename="../../app/ui/screens/night.py" line="198" />
        <location filename="../../app/ui/screens/night.py" line="339" />
        <location filename="../../app/ui/screens/night.py" line="369" />
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="93" />
        <location filename="../../app/ui/screens/night.py" line="198" />
        <location filename="../../app/ui/screens/night.py" line="501" />
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="104" />
        <source>What you know</source>
        <translation>Những gì bạn biết</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="198" />
        <location filename="../../app/ui/screens/night.py" line="335" />
        <location filename="../../app/ui/screens/night.py" line="356" />
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="239" />
        <source>%1, this screen is for you only</source>
        <translation>%1, màn hình này chỉ dành cho bạn</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="243" />
        <source>Your role: %1 (card: %2)</source>
        <translation>Vai của bạn: %1 (lá bài: %2)</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="246" />
        <source>Your role: %1</source>
        <translation>Vai của bạn: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="247" />
        <source>Your card at the start: %1. %2</source>
        <translation>Lá bài lúc đầu của bạn: %1. %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="252" />
        <source>New: </source>
        <translation>Mới: </translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="308" />
        <source>Your turn: %1</source>
        <translation>Đến lượt bạn: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="312" />
        <source>Awake with you: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="316" />
        <source>This happens later tonight: choose now, and you will see the result at your next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="318" />
        <source>There is nothing you can do this time. Press Confirm.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="322" />
        <source>You may act at once as your new role:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="324" />
        <source>Press Confirm to go on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="327" />
        <source>You may look at a second card, or confirm to stop here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="329" />
        <source>You must stop here. Press Confirm.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="331" />
        <source>Now swap that centre card with any player's card (yours too).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="343" />
        <source>%1: what happened</source>
        <translation>%1: chuyện gì đã xảy ra</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="347" />
        <source>Your choice is made. You will see what happens at your next turn.</source>
        <translation>Đã chọn xong. Bạn sẽ thấy kết quả ở lượt sau.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="349" />
        <source>Your choice is made.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="357" />
        <location filename="../../app/ui/screens/night.py" line="379" />
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="361" />
        <location filename="../../app/ui/screens/night.py" line="373" />
        <source>Sleep</source>
        <translation>Ngủ</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="362" />
        <source>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</source>
        <translation>Bây giờ bạn không phải làm gì. Để không ai đoán được, hãy chạm vào một lá bài bất kỳ rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="366" />
        <location filename="../../app/ui/screens/night.py" line="377" />
        <source>Clear</source>
        <translation>Xoá hết</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="374" />
        <source>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</source>
        <translation>Hãy nhắm mắt. Hết giờ thì bấm Xong và chuyền máy đi.</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="391" />
        <source>%1's card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="393" />
        <source>%1's mark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="399" />
        <source>left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="399" />
        <source>right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="400" />
        <source>Your choice: %1</source>
        <translation>Bạn chọn: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="423" />
        <source>Tap %1 (left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="423" />
        <source>Tap %1 (right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="425" />
        <source>Move cards to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="425" />
        <source>Move cards to the right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="499" />
        <source>Done (%1)</source>
        <translation>Xong (%1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/night.py" line="532" />
        <location filename="../../app/ui/screens/night.py" line="548" />
        <source>You chose to do nothing.</source>
        <translation>Bạn chọn không làm gì.</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <location filename="../../app/ui/models.py" line="482" />
        <source>%1 → (not yet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/models.py" line="483" />
        <source>%1 → %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="31" />
        <source>When the count reaches zero, everyone points at another player, all at the same time. Keep pointing until every vote is entered.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="34" />
        <source>Start the countdown</source>
        <translation>Bắt đầu đếm ngược</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="59" />
        <source>Start over</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="60" />
        <source>Confirm the votes</source>
        <translation>Xác nhận phiếu</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="67" />
        <source>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="82" />
        <source>The vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="105" />
        <source>Everyone, get ready to point…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="111" />
        <source>Everyone point… 3</source>
        <translation>Mọi người chỉ tay… 3</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="111" />
        <source>Point now!</source>
        <translation>Chỉ ngay!</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="136" />
        <source>(points at…)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="140" />
        <source>%1 points at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="183" />
        <source>Every vote is in. Check the arrows, then confirm.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="185" />
        <source>Click a player who is pointing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="187" />
        <source>Whom does %1 point at?</source>
        <translation>%1 chỉ vào ai?</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="206" />
        <source>Everyone must point at someone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="211" />
        <source>Everyone must point at another player.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VoteVisitScreen</name>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="233" />
        <source>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="236" />
        <source>Confirm my vote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="237" />
        <source>Hide (Esc)</source>
        <translation>Ẩn (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="271" />
        <source>%1, whom do you point at?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="287" />
        <source>You cannot vote for yourself.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../app/ui/screens/vote.py" line="293" />
        <source>You point at: %1</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>