<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>AnnounceScreen</name>
    <message>
        <source>Night %1 is over. Everyone opens their eyes.</source>
        <translation>Đêm %1 đã qua. Mọi người mở mắt.</translation>
    </message>
    <message>
        <source>Died last night: %1</source>
        <translation>Đêm qua đã chết: %1</translation>
    </message>
    <message>
        <source>Nobody died last night</source>
        <translation>Đêm qua không ai chết</translation>
    </message>
    <message>
        <source>Day %1: the votes are in.</source>
        <translation>Ngày %1: đã bỏ phiếu xong.</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 bị treo cổ</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Không ai bị treo cổ</translation>
    </message>
    <message>
        <source>Servant: take the hanged player&apos;s card</source>
        <translation>Hầu Gái: nhận lá bài của người bị treo cổ</translation>
    </message>
    <message>
        <source>Only the Servant can confirm it, in private; anyone may press it</source>
        <translation>Chỉ Hầu Gái xác nhận được, một mình; ai cũng có thể bấm</translation>
    </message>
    <message>
        <source>The Servant may take the card: %1 s left</source>
        <translation>Hầu Gái có thể nhận lá bài: còn %1 giây</translation>
    </message>
    <message>
        <source>Too late for the Servant today.</source>
        <translation>Hôm nay Hầu Gái đã hết lượt.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 đã chết.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 là %2.</translation>
    </message>
    <message>
        <source>Day %1: the Cavalier&apos;s challenge.</source>
        <translation>Ngày %1: cuộc thách đấu của Kỵ Sỹ.</translation>
    </message>
    <message>
        <source>Last turns: pass the laptop to %1</source>
        <translation>Lượt cuối: đưa máy cho %1</translation>
    </message>
    <message>
        <source>Last turn: pass the laptop to %1</source>
        <translation>Lượt cuối: đưa máy cho %1</translation>
    </message>
    <message>
        <source>Each of the night&apos;s dead takes a short private turn, in seat order. Everyone else looks away.</source>
        <translation>Lần lượt theo chỗ ngồi, từng người chết đêm qua có một lượt riêng ngắn. Mọi người khác quay đi.</translation>
    </message>
    <message>
        <source>%1 takes a short private turn. Everyone else looks away.</source>
        <translation>%1 có một lượt riêng ngắn. Mọi người khác quay đi.</translation>
    </message>
    <message>
        <source>The dead may watch, but not speak.</source>
        <translation>Người chết được xem nhưng không được nói.</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Xem ai thắng</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Bắt đầu Ngày %1</translation>
    </message>
    <message>
        <source>Start Night %1</source>
        <translation>Bắt đầu Đêm %1</translation>
    </message>
</context>
<context>
    <name>Artifact</name>
    <message>
        <source>Claw of the Werewolf</source>
        <translation>Móng Vuốt Ma Sói</translation>
    </message>
    <message>
        <source>Brand of the Villager</source>
        <translation>Dấu Ấn Dân Làng</translation>
    </message>
    <message>
        <source>Cudgel of the Tanner</source>
        <translation>Dùi Cui Chán Đời</translation>
    </message>
    <message>
        <source>Void of Nothingness</source>
        <translation>Hư Không</translation>
    </message>
    <message>
        <source>Mask of Muting</source>
        <translation>Mặt Nạ Câm Lặng</translation>
    </message>
    <message>
        <source>Shroud of Shame</source>
        <translation>Tấm Khăn Hổ Thẹn</translation>
    </message>
</context>
<context>
    <name>ArtifactEffect</name>
    <message>
        <source>You are a Werewolf now.</source>
        <translation>Giờ bạn là Ma Sói.</translation>
    </message>
    <message>
        <source>You are a plain Villager now.</source>
        <translation>Giờ bạn là Dân Làng thường.</translation>
    </message>
    <message>
        <source>You are a Tanner now: you win only if you die.</source>
        <translation>Giờ bạn là Chán Đời: bạn chỉ thắng khi bạn chết.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Không có gì xảy ra.</translation>
    </message>
    <message>
        <source>You may not speak during the day.</source>
        <translation>Bạn không được nói trong ban ngày.</translation>
    </message>
    <message>
        <source>Turn away from the table during the day (you still vote).</source>
        <translation>Quay lưng lại bàn trong ban ngày (bạn vẫn bỏ phiếu).</translation>
    </message>
</context>
<context>
    <name>BalanceMeter</name>
    <message>
        <source>Village</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Ma sói</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Ma cà rồng</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Chán Đời Tập Sự</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Cặp đôi</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hoà</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>Sói trắng</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Kẻ Thổi Sáo</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Tà Đạo</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Bô Lão</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Thiên Thần</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>If everyone played at random:</source>
        <translation>Nếu mọi người chơi ngẫu nhiên:</translation>
    </message>
    <message>
        <source>a rough guide: a table that talks votes better than chance.</source>
        <translation>chỉ để tham khảo: một bàn chơi có bàn bạc sẽ bỏ phiếu trúng hơn may rủi.</translation>
    </message>
    <message>
        <source>Pick a playable deck to see who would win.</source>
        <translation>Chọn một bộ bài chơi được để xem phe nào sẽ thắng.</translation>
    </message>
    <message>
        <source>Playing random games…</source>
        <translation>Đang chơi thử các ván ngẫu nhiên…</translation>
    </message>
    <message>
        <source>No estimate for this deck.</source>
        <translation>Không ước lượng được cho bộ bài này.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s)</source>
        <translation>
            <numerusform>qua %n ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n game(s) so far</source>
        <translation>
            <numerusform>qua %n ván (đang chơi tiếp)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The night: %n lap(s), at least %1 min with %2 s visits</source>
        <translation>
            <numerusform>Đêm: %n vòng, ít nhất %1 phút với mỗi lượt xem %2 giây</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardPanel</name>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Lá bài</translation>
    </message>
    <message>
        <source>The board: every player&apos;s card and states</source>
        <translation>Bàn chơi: lá bài và trạng thái của mọi người</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Lúc này</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Diễn biến</translation>
    </message>
    <message>
        <source>dealt %1</source>
        <translation>được chia %1</translation>
    </message>
    <message>
        <source>team: lovers</source>
        <translation>phe: cặp đôi</translation>
    </message>
    <message>
        <source>team: %1</source>
        <translation>phe: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Spare cards: %1.</source>
        <translation>Các lá dư: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Để riêng: %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1.</source>
        <translation>Nhóm của Bô Lão: %1.</translation>
    </message>
    <message>
        <source>save</source>
        <translation>cứu</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>độc</translation>
    </message>
    <message>
        <source>The Witch&apos;s potions used: %1.</source>
        <translation>Bình thuốc Phù Thủy đã dùng: %1.</translation>
    </message>
    <message>
        <source>The village lost its powers (%1).</source>
        <translation>Dân làng đã mất hết chức năng (%1).</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Chưa có gì xảy ra.</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Rạng Đông</translation>
    </message>
    <message>
        <source>Bonus roles</source>
        <translation>Vai phụ</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Choose the cards</source>
        <translation>Chọn bài</translation>
    </message>
    <message>
        <source>Click a card to add it, again for a second copy (×2) or to take out a card that comes once (✓); right-click takes one out. Boxes mix freely.</source>
        <translation>Bấm vào một lá để thêm, bấm lần nữa để thêm lá thứ hai (×2) hoặc bỏ lá chỉ có một (✓); bấm chuột phải để bỏ một lá. Các hộp trộn thoải mái.</translation>
    </message>
    <message>
        <source>You need one card per player and three for the centre; with the Alpha Wolf, one more: the wolf card, which must be a Werewolf, Mystic Wolf or Dream Wolf.</source>
        <translation>Cần mỗi người một lá và ba lá ở giữa; có Sói Đầu Đàn thì thêm một lá nữa: lá sói, phải là Ma Sói, Sói Tiên Tri hoặc Sói Ngái Ngủ.</translation>
    </message>
    <message>
        <source>Preset boxes</source>
        <translation>Hộp gợi ý</translation>
    </message>
    <message numerus="yes">
        <source>Preset for %n player(s)</source>
        <translation>
            <numerusform>Bộ gợi ý cho %n người</numerusform>
        </translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Bộ gợi ý</translation>
    </message>
    <message>
        <source>Use preset</source>
        <translation>Dùng bộ gợi ý</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xoá hết</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Bắt đầu đêm</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Điện thoại…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Cho người chơi dùng điện thoại của mình làm màn hình riêng (F9)</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players, one of them a wolf card set apart in the centre.</source>
        <translation>Sẵn sàng: %1 lá cho %2 người, trong đó có một lá sói đặt riêng ở giữa.</translation>
    </message>
    <message>
        <source>Ready: %1 cards for %2 players.</source>
        <translation>Sẵn sàng: %1 lá cho %2 người.</translation>
    </message>
    <message>
        <source>In the deck: </source>
        <translation>Trong bộ bài: </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>chưa có gì</translation>
    </message>
</context>
<context>
    <name>Classic</name>
    <message>
        <source>Silhouette %1</source>
        <translation>Bóng người %1</translation>
    </message>
    <message>
        <source>The village wins</source>
        <translation>Dân làng thắng</translation>
    </message>
    <message>
        <source>The wolves win</source>
        <translation>Phe Sói thắng</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Đêm %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Ngày %1</translation>
    </message>
    <message>
        <source>died night %1</source>
        <translation>chết đêm %1</translation>
    </message>
    <message>
        <source>died day %1</source>
        <translation>chết ngày %1</translation>
    </message>
    <message>
        <source>Nobody died last night.</source>
        <translation>Đêm qua không ai chết.</translation>
    </message>
    <message>
        <source>Died last night: %1.</source>
        <translation>Đêm qua đã chết: %1.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <translation>%1 đã chết.</translation>
    </message>
    <message>
        <source>%1 was voted out and leaves the game.</source>
        <translation>%1 bị treo cổ và rời cuộc chơi.</translation>
    </message>
    <message>
        <source>%1 abstained</source>
        <translation>%1 bỏ phiếu trắng</translation>
    </message>
    <message>
        <source>nobody was voted out</source>
        <translation>không ai bị treo cổ</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 bị treo cổ</translation>
    </message>
    <message>
        <source>no ballots</source>
        <translation>không có phiếu nào</translation>
    </message>
    <message>
        <source>Votes: %1 — %2.</source>
        <translation>Phiếu: %1 — %2.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Chỗ ngồi</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>đã chết</translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation>Cặp đôi thắng</translation>
    </message>
    <message>
        <source>Draw: no side can win</source>
        <translation>Hòa: không phe nào có thể thắng</translation>
    </message>
    <message>
        <source>The angel wins alone</source>
        <translation>Thiên Thần thắng một mình</translation>
    </message>
    <message>
        <source>The white wolf wins alone</source>
        <translation>Sói trắng thắng một mình</translation>
    </message>
    <message>
        <source>The pied piper wins: everyone is charmed</source>
        <translation>Kẻ Thổi Sáo thắng: mọi người đều bị mê hoặc</translation>
    </message>
    <message>
        <source>The sectarian wins: the other group is gone</source>
        <translation>Bô Lão thắng: nhóm còn lại đã chết hết</translation>
    </message>
    <message>
        <source>The vampires win</source>
        <translation>Phe Vampire thắng</translation>
    </message>
    <message>
        <source>%1 is hanged and leaves the game.</source>
        <translation>%1 bị treo cổ và rời cuộc chơi.</translation>
    </message>
    <message>
        <source>the Raven&apos;s mark: 2 on %1</source>
        <translation>dấu của Con Quạ: 2 phiếu cho %1</translation>
    </message>
    <message>
        <source>Captain election: %1.</source>
        <translation>Bầu Trưởng Làng: %1.</translation>
    </message>
    <message>
        <source>%1 goes on trial.</source>
        <translation>%1 bị đưa lên giàn.</translation>
    </message>
    <message>
        <source>Kill or spare: %1 — %2.</source>
        <translation>Treo hay tha: %1 — %2.</translation>
    </message>
    <message>
        <source>%1, the captain, lets the tie stand.</source>
        <translation>Trưởng Làng %1 để nguyên thế hòa.</translation>
    </message>
    <message>
        <source>%1, the captain, breaks the tie: %2.</source>
        <translation>Trưởng Làng %1 phá thế hòa: %2.</translation>
    </message>
    <message>
        <source>%1, the Scapegoat, names nobody for trial.</source>
        <translation>Oan Nhân %1 không chỉ định ai lên giàn.</translation>
    </message>
    <message>
        <source>%1 goes on trial tomorrow.</source>
        <translation>%1 sẽ lên giàn vào ngày mai.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against %1 today.</source>
        <translation>Con Quạ đã đánh dấu %1: hôm nay %1 bị tính sẵn 2 phiếu.</translation>
    </message>
    <message>
        <source>%1 has left the village for today: no vote, and nobody may name %1.</source>
        <translation>%1 đã rời làng hôm nay: không được bỏ phiếu, và không ai được chọn %1.</translation>
    </message>
    <message>
        <source>%1 drank the stupor draught: silent, no vote today.</source>
        <translation>%1 đã uống thuốc mê: hôm nay im lặng, không được bỏ phiếu.</translation>
    </message>
    <message>
        <source>The Ghost&apos;s message: “%1”</source>
        <translation>Lời nhắn của Hồn Ma: “%1”</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is a wolf.</source>
        <translation>%1, Kỵ Sỹ, thách đấu %2: %2 là Sói.</translation>
    </message>
    <message>
        <source>%1, the Cavalier, challenges %2: %2 is not a wolf.</source>
        <translation>%1, Kỵ Sỹ, thách đấu %2: %2 không phải Sói.</translation>
    </message>
    <message>
        <source>%1 dies in the Cavalier&apos;s challenge.</source>
        <translation>%1 chết trong cuộc thách đấu của Kỵ Sỹ.</translation>
    </message>
    <message>
        <source>Two Trials: the village votes a second time today.</source>
        <translation>Hai Phiên Tòa: hôm nay làng bỏ phiếu lần thứ hai.</translation>
    </message>
    <message>
        <source>The Judge gave his sign: the village votes a second time today.</source>
        <translation>Thẩm Phán đã ra dấu: hôm nay làng bỏ phiếu lần thứ hai.</translation>
    </message>
    <message>
        <source>The bear growls: he senses danger</source>
        <translation>Con gấu gầm gừ: nó đánh hơi thấy nguy hiểm</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 là Trưởng Làng</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Không ai bỏ phiếu: làng không có Trưởng Làng</translation>
    </message>
    <message>
        <source>%1 is the new captain</source>
        <translation>%1 là Trưởng Làng mới</translation>
    </message>
    <message>
        <source>The captain&apos;s title lapses</source>
        <translation>Danh hiệu Trưởng Làng bị bỏ trống</translation>
    </message>
    <message>
        <source>%1 was a wolf, killed by the knight&apos;s sickness</source>
        <translation>%1 là Sói, chết vì bệnh của Hiệp Sỹ</translation>
    </message>
    <message>
        <source>%1 is the Idiot: he survives and loses his vote</source>
        <translation>%1 là Kẻ Ngốc: sống sót nhưng mất quyền bỏ phiếu</translation>
    </message>
    <message>
        <source>Tie: %1, the Scapegoat, dies</source>
        <translation>Hòa phiếu: Oan Nhân %1 chết thay</translation>
    </message>
    <message>
        <source>%1 is the Prince: the village cannot hang him, he lives on</source>
        <translation>%1 là Hoàng Tử: làng không thể treo cổ anh ấy, anh ấy vẫn sống</translation>
    </message>
    <message>
        <source>%1 is the Servant: she takes the hanged player&apos;s card, unseen</source>
        <translation>%1 là Hầu Gái: cô nhận lá bài của người bị treo cổ, không ai thấy lá đó</translation>
    </message>
    <message>
        <source>%1 is the Cavalier</source>
        <translation>%1 là Kỵ Sỹ</translation>
    </message>
    <message>
        <source>%1 is the %2</source>
        <translation>%1 là %2</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>%1 bị kết án</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 được tha</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>treo</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>tha</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>a tie between %1</source>
        <translation>hòa phiếu giữa %1</translation>
    </message>
    <message>
        <source>most votes: %1</source>
        <translation>nhiều phiếu nhất: %1</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>không được bỏ phiếu</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>người loan tin</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>Trưởng Làng</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>người yêu</translation>
    </message>
    <message>
        <source>on trial</source>
        <translation>đang lên giàn</translation>
    </message>
</context>
<context>
    <name>ClassicDayScreen</name>
    <message>
        <source>Put the laptop in the middle and talk: who is lying? Anyone may claim anything. The dead may watch, but not speak.</source>
        <translation>Đặt máy ở giữa bàn và thảo luận: ai đang nói dối? Ai cũng có thể nhận mình là bất cứ ai. Người chết được xem nhưng không được nói.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Thảo luận</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Thời gian thảo luận còn lại</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Cavalier: challenge a player</source>
        <translation>Kỵ Sỹ: thách đấu một người</translation>
    </message>
    <message>
        <source>Only the Cavalier can confirm it, in private; anyone may press it</source>
        <translation>Chỉ Kỵ Sỹ xác nhận được, một mình; ai cũng có thể bấm</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Diễn biến đến nay</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Hết giờ!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Ngày %1</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>No vote today: end the day</source>
        <translation>Hôm nay không bỏ phiếu: kết thúc ngày</translation>
    </message>
    <message>
        <source>Start %1&apos;s trial</source>
        <translation>Đưa %1 lên giàn</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <source>Village</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>Third party</source>
        <translation>Phe thứ ba</translation>
    </message>
    <message>
        <source>Roles that win with the village (the Sectarian and the Angel can also win alone).</source>
        <translation>Các vai thắng cùng dân làng (Bô Lão và Thiên Thần còn có thể thắng một mình).</translation>
    </message>
    <message>
        <source>Wolf cards and the roles on the wolves&apos; side or that may turn into wolves (the White Wolf wins alone).</source>
        <translation>Các lá Sói và những vai đứng về phe Sói hoặc có thể hóa Sói (Sói trắng thắng một mình).</translation>
    </message>
    <message>
        <source>Roles that play for themselves: the Vampire and his spawn, the Heretic, the Pied Piper.</source>
        <translation>Các vai chơi cho riêng mình: Vampire và đàn con, Tà Đạo, Kẻ Thổi Sáo.</translation>
    </message>
    <message>
        <source>Wakes with the pack every night to choose a victim.</source>
        <translation>Mỗi đêm thức dậy cùng bầy để chọn một nạn nhân.</translation>
    </message>
    <message>
        <source>Every night, learns whether one player is a wolf.</source>
        <translation>Mỗi đêm biết được một người chơi có phải Sói không.</translation>
    </message>
    <message>
        <source>Every night, protects one player from the wolves, never the same one twice in a row.</source>
        <translation>Mỗi đêm bảo vệ một người khỏi Sói, không được bảo vệ cùng một người hai đêm liền.</translation>
    </message>
    <message>
        <source>One potion to save the wolves&apos; victim, one to poison: once each.</source>
        <translation>Một bình cứu nạn nhân của Sói, một bình độc: mỗi bình dùng một lần.</translation>
    </message>
    <message>
        <source>When he dies, he shoots a player who dies with him.</source>
        <translation>Khi chết, anh bắn một người chơi chết theo.</translation>
    </message>
    <message>
        <source>No power: finds the wolves by talking and voting.</source>
        <translation>Không có chức năng: tìm Sói bằng thảo luận và bỏ phiếu.</translation>
    </message>
    <message>
        <source>On the first night, makes two players lovers for the whole game.</source>
        <translation>Đêm đầu tiên, ghép đôi hai người chơi yêu nhau suốt ván.</translation>
    </message>
    <message>
        <source>Survives the first bite; when he dies, the village loses its powers.</source>
        <translation>Sống sót lần bị cắn đầu tiên; khi ông chết, dân làng mất hết chức năng.</translation>
    </message>
    <message>
        <source>Voted out, he is revealed and lives on, but loses his vote.</source>
        <translation>Bị treo cổ thì lộ vai và vẫn sống, nhưng mất quyền bỏ phiếu.</translation>
    </message>
    <message>
        <source>Dies instead on a tied vote, then names who goes on trial next.</source>
        <translation>Chết thay khi phiếu hoà, rồi chỉ định người lên giàn hôm sau.</translation>
    </message>
    <message>
        <source>From the second night, may peek at a wolf: caught one time in three, she dies.</source>
        <translation>Từ đêm thứ hai được hí mắt nhìn một con Sói: cứ ba lần thì một lần bị bắt gặp và chết.</translation>
    </message>
    <message>
        <source>Three cards: the three brothers meet on the first night.</source>
        <translation>Ba lá bài: ba anh em nhận ra nhau vào đêm đầu tiên.</translation>
    </message>
    <message>
        <source>Bitten, he makes the first wolf to his left sick: it dies the next night.</source>
        <translation>Bị cắn thì con Sói đầu tiên bên trái anh bị bệnh và chết vào đêm sau.</translation>
    </message>
    <message>
        <source>Every night, sniffs a player and both neighbours; no wolf there costs him the power.</source>
        <translation>Mỗi đêm đánh hơi một người và hai người bên cạnh; nếu không có Sói thì mất chức năng.</translation>
    </message>
    <message>
        <source>Every morning the bear growls if a wolf sits next to the tamer.</source>
        <translation>Mỗi sáng con gấu gầm gừ nếu có Sói ngồi cạnh Thần Gấu.</translation>
    </message>
    <message>
        <source>On the first night, may take one of the two spare cards instead.</source>
        <translation>Đêm đầu tiên được đổi lấy một trong hai lá bài dư.</translation>
    </message>
    <message>
        <source>Every night, blocks one player&apos;s powers for that night, never the same player twice in a row.</source>
        <translation>Mỗi đêm, vô hiệu hoá chức năng của một người trong đêm đó, không được chọn một người hai đêm liên tiếp.</translation>
    </message>
    <message>
        <source>Every night, enchants a player who dies in his place if he is killed that night.</source>
        <translation>Mỗi đêm, mê hoặc một người; nếu đêm đó ông bị giết, người bị mê hoặc chết thay.</translation>
    </message>
    <message>
        <source>Two draughts, once each: a stupor that silences a player for a day, a restorative that refills the Witch&apos;s save.</source>
        <translation>Hai bình, mỗi bình một lần: Mê Hồn Dược khiến một người im lặng một ngày, Hồi Phục Dược trả lại bình cứu cho Phù Thủy.</translation>
    </message>
    <message>
        <source>Every second night, kills a player if the votes against him reached four.</source>
        <translation>Cứ hai đêm một lần, giết một người nếu số phiếu chỉ vào ông đạt ít nhất bốn.</translation>
    </message>
    <message>
        <source>Once, by day: reveals himself and challenges a player; a wolf dies, otherwise he dies.</source>
        <translation>Một lần, vào ban ngày: lật bài và thách một người; nếu là Sói thì người đó chết, nếu không thì Kỵ Sỹ chết.</translation>
    </message>
    <message>
        <source>Picks a side on the first night; when he dies, takes one player of the other side with him.</source>
        <translation>Đêm đầu tiên chọn phe; khi chết, kéo theo một người của phe kia.</translation>
    </message>
    <message>
        <source>Picks a model on the first night; when the model dies, takes that card.</source>
        <translation>Đêm đầu tiên chọn một người làm hình mẫu; khi người đó chết, lấy lá bài của họ.</translation>
    </message>
    <message>
        <source>Three cards lie aside for him; each night he may draw one at random and play it that night.</source>
        <translation>Có ba lá chức năng để riêng; mỗi đêm có thể rút ngẫu nhiên một lá và dùng chức năng đó trong đêm.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills him, the wolves cannot kill the next night.</source>
        <translation>Nếu bị Sói cắn chết, đêm kế tiếp Sói không thể giết ai.</translation>
    </message>
    <message>
        <source>Survives a bite for one more day, then dies of his wounds the next night.</source>
        <translation>Bị Sói cắn vẫn sống thêm một ngày, rồi chết vì vết thương vào đêm sau.</translation>
    </message>
    <message>
        <source>Once, gives a secret sign at night: the next day the village votes twice.</source>
        <translation>Một lần, ra ám hiệu bí mật trong đêm: ngày hôm sau dân làng bỏ phiếu hai lần.</translation>
    </message>
    <message>
        <source>When someone is hanged, may reveal herself and take the hanged player&apos;s card.</source>
        <translation>Khi có người bị treo cổ, có thể lật bài và lấy lá bài của người vừa chết.</translation>
    </message>
    <message>
        <source>The village is split in two groups; he wins alone when the other group is all dead.</source>
        <translation>Làng được chia làm hai nhóm; ông thắng một mình khi nhóm còn lại chết hết.</translation>
    </message>
    <message>
        <source>If the village hangs him, he survives and is revealed.</source>
        <translation>Nếu bị treo cổ, anh được sống nhưng bị lộ thân phận.</translation>
    </message>
    <message>
        <source>A villager until the third night, when he swaps for a card set aside for him.</source>
        <translation>Là dân làng cho đến đêm thứ ba, khi đó đổi lấy lá bài đã để riêng cho mình.</translation>
    </message>
    <message>
        <source>If he dies on the first night or the first day, he wins alone.</source>
        <translation>Nếu chết trong đêm hoặc ngày đầu tiên, anh thắng một mình.</translation>
    </message>
    <message>
        <source>Every night, marks a player who starts the next day&apos;s vote with two votes against him.</source>
        <translation>Mỗi đêm, chọn một người sẽ mặc định có hai phiếu chỉ vào mình trong lần bỏ phiếu ngày hôm sau.</translation>
    </message>
    <message>
        <source>When the Seer dies, becomes the Seer.</source>
        <translation>Khi Tiên Tri chết, trở thành Tiên Tri.</translation>
    </message>
    <message>
        <source>Every night, learns whether a player&apos;s card has a power.</source>
        <translation>Mỗi đêm, biết lá bài của một người có chức năng hay không.</translation>
    </message>
    <message>
        <source>Every night, sends a player out of the village for the next day.</source>
        <translation>Mỗi đêm, bắt một người rời khỏi làng vào ngày hôm sau.</translation>
    </message>
    <message>
        <source>Dies of old age on night X, where X is one more than the number of wolves at the start.</source>
        <translation>Chết vì tuổi già vào đêm thứ X, với X bằng số Sói ban đầu cộng một.</translation>
    </message>
    <message>
        <source>Always votes to spare at a trial; points freely in every other vote.</source>
        <translation>Luôn biểu quyết cứu khi có người lên giàn; các lần bỏ phiếu khác thì được chỉ tự do.</translation>
    </message>
    <message>
        <source>Dies on the first night; every night he leaves a message read out at dawn.</source>
        <translation>Chết vào đêm đầu tiên; mỗi đêm viết một lời nhắn được đọc lúc bình minh.</translation>
    </message>
    <message>
        <source>Every night, tests two players: depending on what they are, one of them may die.</source>
        <translation>Mỗi đêm, chọn hai người; tuỳ họ là ai, một trong hai có thể chết.</translation>
    </message>
    <message>
        <source>Hunts with the pack; once a plain wolf, the Wild Child or the Wolf Hound has died, kills a second victim alone.</source>
        <translation>Dậy cùng bầy Sói; khi một Sói thường, Con Hoang hoặc Sói Lai đã chết, tự mình giết thêm một nạn nhân.</translation>
    </message>
    <message>
        <source>Hunts with the pack; may turn the pack&apos;s victim into a wolf instead of killing him.</source>
        <translation>Dậy cùng bầy Sói; có thể biến nạn nhân của bầy thành Sói thay vì giết.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but every second night may kill a plain wolf; wins alone as the last one alive.</source>
        <translation>Dậy cùng bầy Sói, nhưng cứ hai đêm một lần được giết một Sói thường; thắng một mình khi là người duy nhất còn sống.</translation>
    </message>
    <message>
        <source>Once a wolf has died, burns away a player&apos;s power for good; one more use each time two wolves die the same day.</source>
        <translation>Khi đã có Sói chết, làm một người mất chức năng vĩnh viễn; thêm một lần mỗi khi có hai Sói chết trong cùng một ngày.</translation>
    </message>
    <message>
        <source>Meets his little brother on the first night, then hunts with the pack.</source>
        <translation>Đêm đầu tiên gặp Sói Em, sau đó đi săn cùng bầy Sói.</translation>
    </message>
    <message>
        <source>Sleeps until his big brother dies; the next night he kills alone, then joins the pack.</source>
        <translation>Ngủ cho đến khi Sói Anh chết; đêm sau tự mình giết một người rồi nhập bầy.</translation>
    </message>
    <message>
        <source>Hunts with the pack; the night after he dies, the pack kills twice.</source>
        <translation>Dậy cùng bầy Sói; đêm sau khi nó chết, bầy Sói giết hai người.</translation>
    </message>
    <message>
        <source>A villager on the wolves&apos; side: learns who the wolves are on the first night.</source>
        <translation>Là dân nhưng theo phe Sói: đêm đầu tiên được biết ai là Sói.</translation>
    </message>
    <message>
        <source>Hunts with the pack, then learns whether a player is the Seer.</source>
        <translation>Dậy cùng bầy Sói, sau đó soi một người xem có phải Tiên Tri không.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf once the Seer looks at him.</source>
        <translation>Là dân nhưng hoá Sói khi bị Tiên Tri soi.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf when the living player beside him is a wolf.</source>
        <translation>Là dân nhưng hoá Sói khi người còn sống ngồi cạnh là Sói.</translation>
    </message>
    <message>
        <source>A sleeping wolf the pack knows; he wakes when no other wolf is left to hunt.</source>
        <translation>Sói đang ngủ mà bầy biết mặt; thức dậy khi không còn Sói nào khác đi săn.</translation>
    </message>
    <message>
        <source>Hunts with the pack; picks a companion on the first night and dies when the companion dies.</source>
        <translation>Đi săn cùng bầy; đêm đầu tiên chọn một bạn đồng hành và chết theo khi người đó chết.</translation>
    </message>
    <message>
        <source>Hunts with the pack, but cannot kill while he is the last wolf alive.</source>
        <translation>Đi săn cùng bầy, nhưng không được giết khi là con Sói cuối cùng còn sống.</translation>
    </message>
    <message>
        <source>Picks a role model on the first night; turns into a wolf if the model dies.</source>
        <translation>Đêm đầu tiên chọn một Hình Tượng; hoá Sói nếu Hình Tượng chết.</translation>
    </message>
    <message>
        <source>Chooses on the first night to be a wolf or a villager.</source>
        <translation>Đêm đầu tiên chọn trở thành Sói hoặc Dân Làng.</translation>
    </message>
    <message>
        <source>A villager who turns into a wolf instead of dying when bitten.</source>
        <translation>Là dân nhưng khi bị Sói cắn thì không chết mà hoá Sói.</translation>
    </message>
    <message>
        <source>Every night, bites a player who becomes his spawn; the vampires win when they are all that is left.</source>
        <translation>Mỗi đêm, cắn một người để biến thành Vampire con; phe Vampire thắng khi chỉ còn lại họ.</translation>
    </message>
    <message>
        <source>Picks two players on the first night; he also wins if both die and he is alive at the end.</source>
        <translation>Đêm đầu tiên chọn hai người; ông cũng thắng nếu cả hai chết và ông còn sống đến cuối ván.</translation>
    </message>
    <message>
        <source>Every night, charms two players; wins alone when every other living player is charmed.</source>
        <translation>Mỗi đêm, mê hoặc hai người; thắng một mình khi mọi người còn sống khác đều bị mê hoặc.</translation>
    </message>
    <message>
        <source>New Moon only: five spirit cards, once each; at night she asks the spirits a question answered aloud at dawn.</source>
        <translation>Chỉ có với Trăng Non: năm lá cầu hồn, mỗi lá một lần; ban đêm cô hỏi các vong hồn một câu, câu trả lời được đọc to lúc bình minh.</translation>
    </message>
    <message>
        <source>Elect a captain</source>
        <translation>Bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>On the first day the village elects a captain: his vote counts double and he breaks ties.</source>
        <translation>Ngày đầu tiên dân làng bầu Trưởng Làng: phiếu của ông tính gấp đôi và ông quyết định khi hoà phiếu.</translation>
    </message>
    <message>
        <source>Wolves may bite wolves</source>
        <translation>Sói được cắn Sói</translation>
    </message>
    <message>
        <source>A wolf may name another wolf as the night&apos;s victim.</source>
        <translation>Một con Sói được chọn con Sói khác làm nạn nhân của đêm.</translation>
    </message>
    <message>
        <source>The witch sees protection</source>
        <translation>Phù Thủy thấy được bảo vệ</translation>
    </message>
    <message>
        <source>When the bodyguard saved the wolves&apos; victim, the witch is shown no victim.</source>
        <translation>Khi Bảo Vệ đã che chở nạn nhân của Sói, Phù Thủy thấy là không có nạn nhân.</translation>
    </message>
    <message>
        <source>Both potions in one night</source>
        <translation>Hai bình trong một đêm</translation>
    </message>
    <message>
        <source>The witch may save and poison in the same night.</source>
        <translation>Phù Thủy được vừa cứu vừa đầu độc trong cùng một đêm.</translation>
    </message>
    <message>
        <source>Lovers die of grief</source>
        <translation>Đôi tình nhân chết vì đau buồn</translation>
    </message>
    <message>
        <source>When one lover dies, the other dies at once.</source>
        <translation>Khi một người yêu chết, người kia chết theo ngay.</translation>
    </message>
    <message>
        <source>New Moon events</source>
        <translation>Sự kiện Trăng Non</translation>
    </message>
    <message>
        <source>Each dawn an event card changes the day or the night.</source>
        <translation>Mỗi bình minh, một lá sự kiện thay đổi ngày hoặc đêm.</translation>
    </message>
    <message>
        <source>The extended game needs 8 to 18 players (now %1).</source>
        <translation>Ván mở rộng cần 8 đến 18 người chơi (hiện có %1).</translation>
    </message>
    <message>
        <source>The deck holds a card this game does not know.</source>
        <translation>Bộ bài có một lá mà trò chơi này không biết.</translation>
    </message>
    <message>
        <source>Only wolves and villagers may appear more than once.</source>
        <translation>Chỉ Sói và Dân Làng mới được có nhiều hơn một lá.</translation>
    </message>
    <message>
        <source>The brothers come as three cards or not at all.</source>
        <translation>Ba Anh Em phải có đủ ba lá hoặc không có lá nào.</translation>
    </message>
    <message>
        <source>The Big Brother Wolf and the Little Brother Wolf come together or not at all.</source>
        <translation>Sói Anh và Sói Em phải đi cùng nhau, hoặc không có cả hai.</translation>
    </message>
    <message>
        <source>The deck needs at least one wolf.</source>
        <translation>Bộ bài cần ít nhất một Sói.</translation>
    </message>
    <message>
        <source>The deck needs one card per player, and two more with the thief.</source>
        <translation>Bộ bài cần mỗi người chơi một lá, có Kẻ Trộm thì thêm hai lá.</translation>
    </message>
    <message>
        <source>Too many wolves: the wolf cards, the Wolf Hound and the Avenger must be fewer than half the players.</source>
        <translation>Quá nhiều Sói: các lá Sói, Sói Lai và Kẻ Báo Thù phải ít hơn một nửa số người chơi.</translation>
    </message>
    <message>
        <source>The Actor needs three of his cards left out of the deck (Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor, Enchanter).</source>
        <translation>Diễn Viên cần ba lá của mình nằm ngoài bộ bài (Tiên Tri, Tiên Tri Thối, Hồ Ly, Bảo Vệ, Con Quạ, Bà Da Đen, Bác Sỹ Điên, Cổ Hoặc Sư).</translation>
    </message>
    <message>
        <source>The thief&apos;s two spare cards cannot be the thief, a brother, a wolf brother, the Actor, the Drunk or the Sectarian: the deck needs two other cards to lie spare.</source>
        <translation>Hai lá dư của Kẻ Trộm không thể là Kẻ Trộm, một người trong Ba Anh Em, Sói Anh, Sói Em, Diễn Viên, Say Rượu hay Bô Lão: bộ bài cần hai lá khác để làm lá dư.</translation>
    </message>
    <message>
        <source>No card is left to set aside for the Drunk: take a wolf out or add a player.</source>
        <translation>Không còn lá nào để dành riêng cho Say Rượu: bớt một Sói hoặc thêm một người chơi.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s groups cannot be drawn for this table.</source>
        <translation>Không thể chia hai nhóm của Bô Lão cho bàn này.</translation>
    </message>
    <message>
        <source>One of the options has a value this game does not know.</source>
        <translation>Một luật chơi có giá trị mà trò chơi này không biết.</translation>
    </message>
    <message>
        <source>The Gypsy plays only with the New Moon events: turn them on or take her out.</source>
        <translation>Cô Gái Digan chỉ chơi được khi có sự kiện Trăng Non: hãy bật luật này hoặc bỏ lá của cô ra.</translation>
    </message>
    <message>
        <source>This deck cannot be played.</source>
        <translation>Không thể chơi với bộ bài này.</translation>
    </message>
    <message>
        <source>One %1 fewer</source>
        <translation>Bớt một %1</translation>
    </message>
    <message>
        <source>One %1 more</source>
        <translation>Thêm một %1</translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation>Có %1 trong bộ bài</translation>
    </message>
    <message>
        <source>In the deck (three cards)</source>
        <translation>Có trong bộ bài (ba lá)</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>Có trong bộ bài</translation>
    </message>
    <message>
        <source>The town crier&apos;s hand</source>
        <translation>Bài trên tay Người Loan Tin</translation>
    </message>
    <message>
        <source>Each day the captain may name a town crier. The crier holds these three cards, shown to everyone, and may play each one once, at night, as the next morning&apos;s event; they never come out of the draw pile.</source>
        <translation>Mỗi ngày Trưởng Làng có thể chỉ định một Người Loan Tin. Người Loan Tin giữ ba lá này, ai cũng được thấy, và có thể dùng mỗi lá một lần, vào ban đêm, làm sự kiện của sáng hôm sau; ba lá này không bao giờ được bốc ra từ chồng bài.</translation>
    </message>
    <message>
        <source>The town crier&apos;s card %1</source>
        <translation>Lá thứ %1 của Người Loan Tin</translation>
    </message>
</context>
<context>
    <name>ClassicDusk</name>
    <message>
        <source>%1 is hanged</source>
        <translation>%1 bị treo cổ</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 được tha</translation>
    </message>
    <message>
        <source>Nobody goes on trial</source>
        <translation>Không ai lên giàn</translation>
    </message>
</context>
<context>
    <name>ClassicEndScreen</name>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Vai</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Phe</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Số phận</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Mọi người</translation>
    </message>
    <message>
        <source>The whole story</source>
        <translation>Toàn bộ câu chuyện</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>New Moon&apos;s events: %1</source>
        <translation>Các sự kiện Trăng Non: %1</translation>
    </message>
    <message>
        <source>The town crier&apos;s cards never played: %1</source>
        <translation>Những lá của người loan tin chưa từng dùng: %1</translation>
    </message>
    <message>
        <source>The vampire&apos;s spawn: %1</source>
        <translation>Con cháu của Vampire: %1</translation>
    </message>
    <message>
        <source>Charmed by the Pied Piper: %1</source>
        <translation>Bị Kẻ Thổi Sáo mê hoặc: %1</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked %2</source>
        <translation>%1, Tà Đạo, đã chọn %2</translation>
    </message>
    <message>
        <source>%1, the Heretic, picked nobody</source>
        <translation>%1, Tà Đạo, không chọn ai</translation>
    </message>
    <message>
        <source>both are dead and he is alive: he wins too</source>
        <translation>cả hai đã chết và anh ấy còn sống: anh ấy cũng thắng</translation>
    </message>
    <message>
        <source>no side win</source>
        <translation>không thắng thêm</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>còn sống</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>thắng</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>hoà</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>thua</translation>
    </message>
    <message>
        <source>spawn</source>
        <translation>con cháu Vampire</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>bị mê hoặc</translation>
    </message>
    <message>
        <source>side win</source>
        <translation>thắng thêm</translation>
    </message>
    <message>
        <source>Lover, captain</source>
        <translation>Người yêu, Trưởng Làng</translation>
    </message>
    <message>
        <source>captain %1 – %2</source>
        <translation>Trưởng Làng %1 – %2</translation>
    </message>
    <message>
        <source>captain from %1</source>
        <translation>Trưởng Làng từ %1</translation>
    </message>
    <message>
        <source>The lovers: %1</source>
        <translation>Cặp đôi: %1</translation>
    </message>
    <message>
        <source>Captains: %1</source>
        <translation>Các Trưởng Làng: %1</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (từ %2)</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Cặp đôi</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>người yêu</translation>
    </message>
</context>
<context>
    <name>ClassicEvent</name>
    <message>
        <source>Market Day</source>
        <translation>Phiên Chợ</translation>
    </message>
    <message>
        <source>Secret Ballot</source>
        <translation>Bỏ Phiếu Kín</translation>
    </message>
    <message>
        <source>Two Trials</source>
        <translation>Hai Phiên Tòa</translation>
    </message>
    <message>
        <source>The Captain&apos;s Word</source>
        <translation>Lời Trưởng Làng</translation>
    </message>
    <message>
        <source>The Pillory</source>
        <translation>Cọc Bêu</translation>
    </message>
    <message>
        <source>Amnesty</source>
        <translation>Ân Xá</translation>
    </message>
    <message>
        <source>Eclipse</source>
        <translation>Nguyệt Thực</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Sương Mù</translation>
    </message>
    <message>
        <source>The Vigil</source>
        <translation>Đêm Canh Thức</translation>
    </message>
    <message>
        <source>Bitter Cold</source>
        <translation>Đêm Giá Rét</translation>
    </message>
    <message>
        <source>Confession</source>
        <translation>Lời Thú Tội</translation>
    </message>
    <message>
        <source>The Funeral</source>
        <translation>Đám Tang</translation>
    </message>
    <message>
        <source>Census</source>
        <translation>Kiểm Kê</translation>
    </message>
    <message>
        <source>Switched Seats</source>
        <translation>Đổi Chỗ</translation>
    </message>
    <message>
        <source>Moonstruck</source>
        <translation>Mộng Du</translation>
    </message>
    <message>
        <source>The Pointing Spirit</source>
        <translation>Hồn Chỉ Mặt</translation>
    </message>
    <message>
        <source>Spirits of the Street</source>
        <translation>Hồn Láng Giềng</translation>
    </message>
    <message>
        <source>The Spirits Judge</source>
        <translation>Hồn Phân Xử</translation>
    </message>
    <message>
        <source>Voice from the Grave</source>
        <translation>Tiếng Gọi Từ Mộ</translation>
    </message>
    <message>
        <source>How I Died</source>
        <translation>Hồn Kể Tội</translation>
    </message>
    <message>
        <source>The whole village is at the market: there is no vote today.</source>
        <translation>Cả làng đi chợ: hôm nay không bỏ phiếu.</translation>
    </message>
    <message>
        <source>Today&apos;s ballots are counted but nobody sees who voted for whom, and every ballot weighs 1.</source>
        <translation>Hôm nay các lá phiếu được đếm nhưng không ai thấy ai bầu cho ai, và mỗi lá phiếu chỉ tính 1.</translation>
    </message>
    <message>
        <source>After today&apos;s vote, the village votes a second time.</source>
        <translation>Sau lần bỏ phiếu hôm nay, cả làng bỏ phiếu thêm một lần nữa.</translation>
    </message>
    <message>
        <source>Today the captain&apos;s ballot weighs 3.</source>
        <translation>Hôm nay phiếu của Trưởng Làng tính 3.</translation>
    </message>
    <message>
        <source>The player who drew this card is in the pillory and casts no ballot today.</source>
        <translation>Người bốc lá bài này bị trói vào cọc bêu và hôm nay không được bỏ phiếu.</translation>
    </message>
    <message>
        <source>Nobody dies by the village&apos;s verdicts today.</source>
        <translation>Hôm nay không ai chết vì phán quyết của dân làng.</translation>
    </message>
    <message>
        <source>The moon is dark: the wolves cannot kill next night.</source>
        <translation>Trăng tối: đêm tới Sói không thể giết người.</translation>
    </message>
    <message>
        <source>Next night the seer learns the exact card of the player she looks at, not just the team.</source>
        <translation>Đêm tới Tiên Tri biết chính xác lá bài của người mình soi, không chỉ biết phe.</translation>
    </message>
    <message>
        <source>Next night the bodyguard may guard the same player as last night.</source>
        <translation>Đêm tới Bảo Vệ được bảo vệ lại đúng người của đêm qua.</translation>
    </message>
    <message>
        <source>Next night the witch cannot use her poison.</source>
        <translation>Đêm tới Phù Thủy không thể dùng bình thuốc độc.</translation>
    </message>
    <message>
        <source>The player who drew this card secretly learns the team of his left neighbour.</source>
        <translation>Người bốc lá bài này được bí mật biết phe của người ngồi bên trái mình.</translation>
    </message>
    <message>
        <source>This morning&apos;s dead are shown with their cards.</source>
        <translation>Những người chết sáng nay được lật bài cho mọi người xem.</translation>
    </message>
    <message>
        <source>The number of wolves still alive is announced.</source>
        <translation>Quản trò công bố số Sói còn sống.</translation>
    </message>
    <message>
        <source>Today, votes for the player who drew this card count for his left neighbour, and votes for the neighbour count for him.</source>
        <translation>Hôm nay, phiếu bầu cho người bốc lá bài này được tính cho người ngồi bên trái họ, và phiếu bầu cho người bên trái được tính cho người bốc bài.</translation>
    </message>
    <message>
        <source>The player who drew this card sleepwalks out of the village and is away all day today.</source>
        <translation>Người bốc lá bài này mộng du ra khỏi làng và vắng mặt suốt hôm nay.</translation>
    </message>
    <message>
        <source>Is %1 a wolf?</source>
        <translation>%1 có phải là Sói không?</translation>
    </message>
    <message>
        <source>Is there a wolf among %1 and the two living players beside them?</source>
        <translation>Trong %1 và hai người còn sống ngồi cạnh có Sói không?</translation>
    </message>
    <message>
        <source>Are %1 and %2 on the same team?</source>
        <translation>%1 và %2 có cùng phe không?</translation>
    </message>
    <message>
        <source>Which card did %1 hold at death?</source>
        <translation>%1 cầm lá bài nào khi chết?</translation>
    </message>
    <message>
        <source>How did %1 die?</source>
        <translation>%1 đã chết như thế nào?</translation>
    </message>
    <message>
        <source>No vote today</source>
        <translation>Hôm nay không bỏ phiếu</translation>
    </message>
    <message>
        <source>Ballots are secret and weigh 1</source>
        <translation>Phiếu kín, mỗi phiếu tính 1</translation>
    </message>
    <message>
        <source>A second vote follows today&apos;s</source>
        <translation>Hôm nay có thêm lần bỏ phiếu thứ hai</translation>
    </message>
    <message>
        <source>The captain&apos;s ballot weighs 3</source>
        <translation>Phiếu của Trưởng Làng tính 3</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today</source>
        <translation>%1 bị trói vào cọc bêu: hôm nay không được bỏ phiếu</translation>
    </message>
    <message>
        <source>Amnesty: nobody dies by today&apos;s verdicts</source>
        <translation>Ân xá: hôm nay không ai chết vì phán quyết</translation>
    </message>
    <message>
        <source>Votes for %1 and %2 are switched today</source>
        <translation>Hôm nay phiếu bầu cho %1 và %2 được đổi cho nhau</translation>
    </message>
    <message>
        <source>%1 is sleepwalking: away all day</source>
        <translation>%1 mộng du: vắng mặt cả ngày</translation>
    </message>
</context>
<context>
    <name>ClassicHistory</name>
    <message>
        <source>%1 (wolf) picked %2.</source>
        <translation>%1 (Sói) chọn %2.</translation>
    </message>
    <message>
        <source>%1 (wolf) picked nobody.</source>
        <translation>%1 (Sói) không chọn ai.</translation>
    </message>
    <message>
        <source>The wolves&apos; bite: %1.</source>
        <translation>Sói cắn: %1.</translation>
    </message>
    <message>
        <source>No bite tonight: the wolves&apos; picks did not agree.</source>
        <translation>Đêm nay Sói không cắn ai: các lựa chọn không thống nhất.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2 in the fog: the %3 card.</source>
        <translation>%1 (tiên tri) soi %2 trong sương mù: lá %3.</translation>
    </message>
    <message>
        <source>%1 (gypsy) asked the spirits: %2.</source>
        <translation>%1 (cô gái Digan) hỏi các linh hồn: %2.</translation>
    </message>
    <message>
        <source>%1 (town crier) played %2 for the morning.</source>
        <translation>%1 (người loan tin) dùng lá %2 cho buổi sáng.</translation>
    </message>
    <message>
        <source>%1 learned in confession that %2 is on the side of %3.</source>
        <translation>%1 biết qua lời thú tội rằng %2 thuộc phe %3.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at %2: %3.</source>
        <translation>%1 (Tiên Tri) soi %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>là Sói</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>không phải Sói</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected %2.</source>
        <translation>%1 (Bảo Vệ) bảo vệ %2.</translation>
    </message>
    <message>
        <source>%1 (witch) used the save potion on %2.</source>
        <translation>%1 (Phù Thủy) dùng bình cứu cho %2.</translation>
    </message>
    <message>
        <source>%1 (witch) poisoned %2.</source>
        <translation>%1 (Phù Thủy) đầu độc %2.</translation>
    </message>
    <message>
        <source>%1 (seer) looked at nobody.</source>
        <translation>%1 (Tiên Tri) không soi ai.</translation>
    </message>
    <message>
        <source>%1 (bodyguard) protected nobody.</source>
        <translation>%1 (Bảo Vệ) không bảo vệ ai.</translation>
    </message>
    <message>
        <source>%1 (witch) used no potion.</source>
        <translation>%1 (Phù Thủy) không dùng bình nào.</translation>
    </message>
    <message>
        <source>%1 (hunter) did not shoot.</source>
        <translation>%1 (Thợ Săn) không bắn.</translation>
    </message>
    <message>
        <source>%1 did nothing.</source>
        <translation>%1 không làm gì.</translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <translation>%1 đã chết (%2).</translation>
    </message>
    <message>
        <source>%1 (hunter) shot %2.</source>
        <translation>%1 (Thợ Săn) bắn %2.</translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <translation>%1 bỏ phiếu cho %2.</translation>
    </message>
    <message>
        <source>%1 abstained.</source>
        <translation>%1 bỏ phiếu trắng.</translation>
    </message>
    <message>
        <source>%1 (wolf) wrote the wolves&apos; note: “%2”</source>
        <translation>%1 (Sói) viết ghi chú của bầy Sói: “%2”</translation>
    </message>
    <message>
        <source>%1 wrote a private note: “%2”</source>
        <translation>%1 viết ghi chú riêng: “%2”</translation>
    </message>
    <message>
        <source>%1 (thief) kept the thief card.</source>
        <translation>%1 (Kẻ Trộm) giữ lại lá Kẻ Trộm.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made no couple.</source>
        <translation>%1 (Thần Tình Yêu) không ghép đôi ai.</translation>
    </message>
    <message>
        <source>%1 (little girl) slept.</source>
        <translation>%1 (Cô Bé Ti Hí) ngủ yên.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed nobody.</source>
        <translation>%1 (Hồ Ly) không ngửi ai.</translation>
    </message>
    <message>
        <source>%1 (scapegoat) named nobody.</source>
        <translation>%1 (Oan Nhân) không chỉ định ai.</translation>
    </message>
    <message>
        <source>%1 (captain) let the tie stand.</source>
        <translation>%1 (Trưởng Làng) để nguyên kết quả hòa.</translation>
    </message>
    <message>
        <source>%1 (thief) had to take the wolf card.</source>
        <translation>%1 (Kẻ Trộm) buộc phải lấy lá Sói.</translation>
    </message>
    <message>
        <source>%1 (thief) took the %2 card.</source>
        <translation>%1 (Kẻ Trộm) lấy lá %2.</translation>
    </message>
    <message>
        <source>%1 (Cupid) made %2 and %3 the lovers.</source>
        <translation>%1 (Thần Tình Yêu) ghép %2 và %3 thành cặp đôi.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2, but the wolves saw her.</source>
        <translation>%1 (Cô Bé Ti Hí) nhìn trộm và thấy %2, nhưng bầy Sói đã thấy cô.</translation>
    </message>
    <message>
        <source>%1 (little girl) peeked and saw %2.</source>
        <translation>%1 (Cô Bé Ti Hí) nhìn trộm và thấy %2.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: a wolf is near.</source>
        <translation>%1 (Hồ Ly) ngửi quanh %2: có Sói gần đó.</translation>
    </message>
    <message>
        <source>%1 (fox) sniffed around %2: no wolf near, the fox&apos;s power is gone.</source>
        <translation>%1 (Hồ Ly) ngửi quanh %2: không có Sói, Hồ Ly mất chức năng.</translation>
    </message>
    <message>
        <source>%1 voted to hang %2.</source>
        <translation>%1 bỏ phiếu treo %2.</translation>
    </message>
    <message>
        <source>%1 voted to spare %2.</source>
        <translation>%1 bỏ phiếu tha %2.</translation>
    </message>
    <message>
        <source>The elder is dead: every village role has lost its power.</source>
        <translation>Già Làng đã chết: mọi vai phe dân làng mất chức năng.</translation>
    </message>
</context>
<context>
    <name>ClassicNewMoon</name>
    <message>
        <source>the village</source>
        <translation>dân làng</translation>
    </message>
    <message>
        <source>the wolves</source>
        <translation>bầy sói</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>đôi tình nhân</translation>
    </message>
    <message>
        <source>the vampires</source>
        <translation>ma cà rồng</translation>
    </message>
    <message>
        <source>eaten by the wolves</source>
        <translation>bị sói cắn</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>bị đầu độc</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>bị bắn</translation>
    </message>
    <message>
        <source>hanged by the village</source>
        <translation>bị dân làng treo cổ</translation>
    </message>
    <message>
        <source>died of grief</source>
        <translation>chết vì đau buồn</translation>
    </message>
    <message>
        <source>caught spying on the wolves</source>
        <translation>bị bắt gặp khi rình bầy sói</translation>
    </message>
    <message>
        <source>died of the Knight&apos;s sickness</source>
        <translation>chết vì bệnh của Hiệp Sĩ</translation>
    </message>
    <message>
        <source>died another way</source>
        <translation>chết theo cách khác</translation>
    </message>
    <message>
        <source>the card was %1</source>
        <translation>lá bài là %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <source>The spirits answer: %1 — %2.</source>
        <translation>Các linh hồn trả lời: %1 — %2.</translation>
    </message>
    <message>
        <source>Wolves alive: %1.</source>
        <translation>Số sói còn sống: %1.</translation>
    </message>
    <message>
        <source>%1 is in the pillory: no ballot today.</source>
        <translation>%1 bị đóng cọc bêu: hôm nay không được bỏ phiếu.</translation>
    </message>
    <message>
        <source>%1 sleepwalks out of the village: absent today.</source>
        <translation>%1 mộng du ra khỏi làng: hôm nay vắng mặt.</translation>
    </message>
    <message>
        <source>Votes for %1 count for %2 today, and the reverse.</source>
        <translation>Hôm nay phiếu bầu cho %1 được tính cho %2, và ngược lại.</translation>
    </message>
    <message>
        <source>%1 was the %2.</source>
        <translation>%1 là %2.</translation>
    </message>
    <message>
        <source>Nobody died: there is nobody to bury.</source>
        <translation>Không ai chết: không có ai để chôn.</translation>
    </message>
    <message>
        <source>%1 learns, in private, the team of the next living player.</source>
        <translation>%1 được biết riêng phe của người còn sống kế bên.</translation>
    </message>
    <message>
        <source>New Moon: %1 (drawn by %2).</source>
        <translation>Trăng Non: %1 (%2 bốc).</translation>
    </message>
    <message>
        <source>%1 is the town crier.</source>
        <translation>%1 là người loan tin.</translation>
    </message>
    <message>
        <source>Market Day: no vote today.</source>
        <translation>Phiên Chợ: hôm nay không bỏ phiếu.</translation>
    </message>
    <message>
        <source>Amnesty: %1 is spared, nobody dies by the verdict today.</source>
        <translation>Ân Xá: %1 được tha, hôm nay không ai chết vì phán quyết.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tonight: %1 — %2</source>
        <translation>Đêm nay: %1 — %2</translation>
    </message>
</context>
<context>
    <name>ClassicPower</name>
    <message>
        <source>The Cavalier&apos;s challenge</source>
        <translation>Cuộc thách đấu của Kỵ Sỹ</translation>
    </message>
    <message>
        <source>The Servant takes the card</source>
        <translation>Hầu Gái nhận lá bài</translation>
    </message>
</context>
<context>
    <name>ClassicRole</name>
    <message>
        <source>Wolf</source>
        <translation>Sói</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Tiên Tri</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Bảo Vệ</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Phù Thủy</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Thợ Săn</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Dân Làng</translation>
    </message>
    <message>
        <source>Wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <source>bitten</source>
        <translation>bị Sói cắn</translation>
    </message>
    <message>
        <source>poisoned</source>
        <translation>bị đầu độc</translation>
    </message>
    <message>
        <source>shot</source>
        <translation>bị bắn</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>bị treo cổ</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Thần Tình Yêu</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Già Làng</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Kẻ Ngốc</translation>
    </message>
    <message>
        <source>Scapegoat</source>
        <translation>Oan Nhân</translation>
    </message>
    <message>
        <source>Little Girl</source>
        <translation>Cô Bé Ti Hí</translation>
    </message>
    <message>
        <source>Brother</source>
        <translation>Ba Anh Em</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Hiệp Sỹ</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Hồ Ly</translation>
    </message>
    <message>
        <source>Bear Tamer</source>
        <translation>Thần Gấu</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Kẻ Trộm</translation>
    </message>
    <message>
        <source>Moon Maiden</source>
        <translation>Nguyệt Nữ</translation>
    </message>
    <message>
        <source>Enchanter</source>
        <translation>Cổ Hoặc Sư</translation>
    </message>
    <message>
        <source>Apothecary</source>
        <translation>Dược Sỹ</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Thích Khách</translation>
    </message>
    <message>
        <source>Cavalier</source>
        <translation>Kỵ Sỹ</translation>
    </message>
    <message>
        <source>Avenger</source>
        <translation>Kẻ Báo Thù</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Ảnh Tử</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Diễn Viên</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Con Bệnh</translation>
    </message>
    <message>
        <source>Tough Guy</source>
        <translation>Lực Sỹ</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Thẩm Phán</translation>
    </message>
    <message>
        <source>Servant</source>
        <translation>Hầu Gái</translation>
    </message>
    <message>
        <source>Sectarian</source>
        <translation>Bô Lão</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Hoàng Tử</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Say Rượu</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Thiên Thần</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Con Quạ</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Tiên Tri Tập Sự</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Tiên Tri Thối</translation>
    </message>
    <message>
        <source>Old Hag</source>
        <translation>Bà Da Đen</translation>
    </message>
    <message>
        <source>Old Man</source>
        <translation>Ông Già</translation>
    </message>
    <message>
        <source>Pacifist</source>
        <translation>Người Yêu Hòa Bình</translation>
    </message>
    <message>
        <source>Ghost</source>
        <translation>Hồn Ma</translation>
    </message>
    <message>
        <source>Mad Doctor</source>
        <translation>Bác Sỹ Điên</translation>
    </message>
    <message>
        <source>Big Bad Wolf</source>
        <translation>Sói Trùm</translation>
    </message>
    <message>
        <source>Demon Wolf</source>
        <translation>Sói quỷ</translation>
    </message>
    <message>
        <source>White Wolf</source>
        <translation>Sói trắng</translation>
    </message>
    <message>
        <source>Fire Wolf</source>
        <translation>Sói Lửa</translation>
    </message>
    <message>
        <source>Big Brother Wolf</source>
        <translation>Sói Anh</translation>
    </message>
    <message>
        <source>Little Brother Wolf</source>
        <translation>Sói Em</translation>
    </message>
    <message>
        <source>Wolf Cub</source>
        <translation>Sói Con</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Phản Bội</translation>
    </message>
    <message>
        <source>Wolf Seer</source>
        <translation>Sói Tiên Tri</translation>
    </message>
    <message>
        <source>Lycan</source>
        <translation>Lycan</translation>
    </message>
    <message>
        <source>Wolf Kin</source>
        <translation>Người Sói</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Sói Mộng Mơ</translation>
    </message>
    <message>
        <source>Stray Wolf</source>
        <translation>Sói Lạc Bầy</translation>
    </message>
    <message>
        <source>Stone Wolf</source>
        <translation>Sói Đá</translation>
    </message>
    <message>
        <source>Wild Child</source>
        <translation>Con Hoang</translation>
    </message>
    <message>
        <source>Wolf Hound</source>
        <translation>Sói Lai</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Lời Nguyền</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Heretic</source>
        <translation>Tà Đạo</translation>
    </message>
    <message>
        <source>Pied Piper</source>
        <translation>Kẻ Thổi Sáo</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Trưởng Làng</translation>
    </message>
    <message>
        <source>Gypsy</source>
        <translation>Cô Gái Digan</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <translation>Người Loan Tin</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Phe Vampire</translation>
    </message>
    <message>
        <source>of grief</source>
        <translation>chết theo người yêu</translation>
    </message>
    <message>
        <source>caught peeking</source>
        <translation>bị bắt gặp khi nhìn trộm</translation>
    </message>
    <message>
        <source>of the knight&apos;s sickness</source>
        <translation>vì bệnh của Hiệp Sỹ</translation>
    </message>
    <message>
        <source>of his wounds</source>
        <translation>vì vết thương</translation>
    </message>
    <message>
        <source>of old age</source>
        <translation>vì tuổi già</translation>
    </message>
    <message>
        <source>as the ghost</source>
        <translation>số phận Hồn Ma</translation>
    </message>
    <message>
        <source>by the mad doctor</source>
        <translation>bởi Bác Sỹ Điên</translation>
    </message>
    <message>
        <source>by the assassin</source>
        <translation>bởi Thích Khách</translation>
    </message>
    <message>
        <source>in the enchanter&apos;s place</source>
        <translation>chết thay Cổ Hoặc Sư</translation>
    </message>
    <message>
        <source>in the cavalier&apos;s challenge</source>
        <translation>trong lời thách của Kỵ Sỹ</translation>
    </message>
    <message>
        <source>with his companion</source>
        <translation>theo bạn đồng hành</translation>
    </message>
    <message>
        <source>with the vampire</source>
        <translation>theo Vampire</translation>
    </message>
    <message>
        <source>by the avenger&apos;s revenge</source>
        <translation>bởi sự báo thù</translation>
    </message>
</context>
<context>
    <name>ClassicRules</name>
    <message>
        <source>The wolves know each other from the start. Every night each living wolf picks a living player who is not a wolf (another wolf too, with that extended rule); the player picked most often, with no tie at the top, is bitten, and a tie means nobody is. The wolves may leave each other a short note. They win when they are at least as many as the other living players.</source>
        <translation>Bầy Sói biết nhau ngay từ đầu. Mỗi đêm, mỗi con Sói còn sống chọn một người còn sống không phải Sói (hoặc cả một con Sói khác, với luật mở rộng đó); người bị chọn nhiều nhất, không hoà ở vị trí đầu, sẽ bị cắn, còn nếu hoà thì không ai bị cắn. Bầy Sói có thể để lại cho nhau một lời nhắn ngắn. Sói thắng khi số Sói ít nhất bằng số người còn sống khác.</translation>
    </message>
    <message>
        <source>Every night the Seer chooses another living player and learns, privately, that player&apos;s team: wolf or village, never the exact role. The results stay on the Seer&apos;s screen for the rest of the game.</source>
        <translation>Mỗi đêm, Tiên Tri chọn một người khác còn sống và bí mật biết phe của người đó: Sói hay dân làng, không bao giờ biết vai cụ thể. Các kết quả được giữ trên màn hình của Tiên Tri đến hết ván.</translation>
    </message>
    <message>
        <source>Every night the Bodyguard protects one living player, himself allowed, from the wolves&apos; bite, never the same player two nights in a row. The protection stops only the bite: not the Witch&apos;s poison, not the Hunter&apos;s shot, not the Little Girl&apos;s catch.</source>
        <translation>Mỗi đêm, Bảo Vệ che chở một người còn sống, kể cả chính mình, khỏi bị Sói cắn, nhưng không được bảo vệ cùng một người hai đêm liền. Sự bảo vệ chỉ chặn vết cắn: không chặn bình độc của Phù Thủy, phát bắn của Thợ Săn hay việc Cô Bé Ti Hí bị bắt gặp.</translation>
    </message>
    <message>
        <source>The Witch has a save potion and a poison potion, each usable once per game. Every night she is shown the wolves&apos; victim, or that there is none, and may save that victim (herself included) or poison another living player, but only one potion a night unless the table allowed both. She is never told whether the Bodyguard protected the victim.</source>
        <translation>Phù Thủy có một bình cứu và một bình độc, mỗi bình chỉ dùng một lần trong ván. Mỗi đêm cô được cho biết nạn nhân của Sói, hoặc không có nạn nhân, và có thể cứu nạn nhân đó (kể cả chính mình) hoặc đầu độc một người còn sống khác, nhưng mỗi đêm chỉ một bình trừ khi bàn chơi cho phép cả hai. Cô không bao giờ được biết Bảo Vệ có che chở nạn nhân hay không.</translation>
    </message>
    <message>
        <source>When the Hunter dies, by any cause, he may shoot one other living player, who dies too; nobody can stop the shot. After a night death he shoots at dawn, after a hanging at once. Every dead player gets the same private last turn, so the table cannot tell who was the Hunter.</source>
        <translation>Khi Thợ Săn chết, vì bất cứ lý do gì, anh có thể bắn một người khác còn sống, người đó chết theo; không ai ngăn được phát bắn. Chết trong đêm thì anh bắn lúc bình minh, bị treo cổ thì bắn ngay. Mọi người chết đều có cùng một lượt cuối riêng tư, nên cả bàn không đoán được ai là Thợ Săn.</translation>
    </message>
    <message>
        <source>The Villager has no power. Talk, watch and vote out the wolves: the village wins when no wolf is left alive.</source>
        <translation>Dân Làng không có chức năng. Hãy thảo luận, quan sát và treo cổ bầy Sói: dân làng thắng khi không còn con Sói nào sống.</translation>
    </message>
    <message>
        <source>On the first night Cupid chooses two living players, himself allowed, who are lovers for the whole game; they wake and see each other&apos;s role. If one lover dies, the other dies of grief at once, unless the table turned that rule off. A wolf and a villager in love form a team of their own and win if they are the last two alive.</source>
        <translation>Đêm đầu tiên, Thần Tình Yêu chọn hai người còn sống, kể cả chính mình, họ yêu nhau suốt ván; họ thức dậy và thấy vai của nhau. Nếu một người yêu chết, người kia chết theo vì đau buồn ngay lập tức, trừ khi bàn chơi tắt luật đó. Một Sói và một dân làng yêu nhau tạo thành phe riêng và thắng nếu họ là hai người cuối cùng còn sống.</translation>
    </message>
    <message>
        <source>The Elder survives the first bite that lands on him (he is not told) and dies of the second. Poison, a shot, a hanging or grief kill him at once. When the Elder dies, by any cause, every village role loses its power for the rest of the game.</source>
        <translation>Già Làng sống sót sau vết cắn đầu tiên trúng ông (ông không được báo) và chết ở lần thứ hai. Bình độc, phát bắn, treo cổ hay chết theo người yêu thì ông chết ngay. Khi Già Làng chết, vì bất cứ lý do gì, mọi vai của dân làng mất chức năng đến hết ván.</translation>
    </message>
    <message>
        <source>If the village hangs the Village Idiot, he is revealed and survives, but he never votes again (he may still talk). Any other death kills him as usual, and once the Elder&apos;s death took the village&apos;s powers a hanging kills him too.</source>
        <translation>Nếu dân làng treo cổ Kẻ Ngốc, anh bị lộ vai và sống sót, nhưng không bao giờ được bỏ phiếu nữa (anh vẫn được nói). Mọi cái chết khác vẫn giết anh như thường, và khi cái chết của Già Làng đã làm dân làng mất chức năng thì treo cổ cũng giết anh.</translation>
    </message>
    <message>
        <source>When the vote ends in a tie that stands, the Scapegoat dies instead and his role is revealed. At his last turn he may name a living player, who goes straight to a kill-or-spare vote the next day.</source>
        <translation>Khi cuộc bỏ phiếu kết thúc hoà và không được phân xử, Oan Nhân chết thay và bị lộ vai. Ở lượt cuối của mình, anh có thể chỉ định một người còn sống, người đó sẽ lên giàn bị biểu quyết giết hay tha ngay ngày hôm sau.</translation>
    </message>
    <message>
        <source>From the second night, while the wolves are awake, the Little Girl may peek: she learns the name of one wolf, but one time in three the wolves catch her and she dies that night, whatever protects her. On the first night she can only sleep. The wolves learn whom they caught.</source>
        <translation>Từ đêm thứ hai, trong khi bầy Sói thức, Cô Bé Ti Hí có thể hé mắt nhìn: cô biết tên một con Sói, nhưng cứ ba lần thì một lần bầy Sói bắt gặp cô và cô chết ngay đêm đó, dù được bảo vệ thế nào. Đêm đầu tiên cô chỉ có thể ngủ. Bầy Sói biết họ đã bắt gặp ai.</translation>
    </message>
    <message>
        <source>The Brothers come as three cards. On the first night the three wake and see each other; after that they are villagers who know two players they can trust.</source>
        <translation>Ba Anh Em gồm ba lá bài. Đêm đầu tiên ba người thức dậy và nhận ra nhau; sau đó họ là dân làng biết hai người mình có thể tin.</translation>
    </message>
    <message>
        <source>If the wolves&apos; bite kills the Knight, the first living wolf to his left falls sick and dies the next night, revealed as a wolf at dawn. A Knight who was saved or protected makes nobody sick.</source>
        <translation>Nếu vết cắn của Sói giết Hiệp Sỹ, con Sói còn sống đầu tiên bên trái anh bị bệnh và chết vào đêm sau, bị lộ là Sói lúc bình minh. Hiệp Sỹ được cứu hoặc được bảo vệ thì không ai bị bệnh.</translation>
    </message>
    <message>
        <source>Every night the Fox may point at a living player, himself allowed, and learns whether a wolf is among that player and the nearest living player on each side. If the answer is no, the Fox loses his power for good.</source>
        <translation>Mỗi đêm, Hồ Ly có thể chỉ vào một người còn sống, kể cả chính mình, và biết có Sói nào trong số người đó và người còn sống gần nhất ở mỗi bên hay không. Nếu câu trả lời là không, Hồ Ly mất chức năng vĩnh viễn.</translation>
    </message>
    <message>
        <source>Every morning, if the nearest living player on the Bear Tamer&apos;s left or right is a wolf, the bear growls for the whole table to hear. The Bear Tamer does nothing else; the bear falls silent when he dies or when the village loses its powers.</source>
        <translation>Mỗi sáng, nếu người còn sống gần nhất bên trái hoặc bên phải Thần Gấu là Sói, con gấu gầm gừ cho cả bàn nghe. Thần Gấu không làm gì khác; con gấu im lặng khi ông chết hoặc khi dân làng mất chức năng.</translation>
    </message>
    <message>
        <source>With the Thief, two cards more than there are players are dealt, and two lie aside face down. On the first night the Thief sees both and may take one in place of his own card, becoming that role at once; if one of them is a wolf he must take a wolf. If he keeps his card he is a villager with no power.</source>
        <translation>Có Kẻ Trộm thì chia nhiều hơn số người chơi hai lá, và hai lá được để riêng, úp xuống. Đêm đầu tiên Kẻ Trộm xem cả hai và có thể lấy một lá thay cho lá của mình, trở thành vai đó ngay lập tức; nếu một trong hai lá là Sói, anh phải lấy một lá Sói. Nếu giữ lá của mình, anh là dân làng không có chức năng.</translation>
    </message>
    <message>
        <source>Every night the Moon Maiden chooses another living player, never last night&apos;s choice. That night every action the player would take after her turn is void, and a blocked Witch is shown no victim; the player is told that the power is blocked. She blocks neither the Judge&apos;s sign, nor information wakes, last turns, passive rules or anything done by day.</source>
        <translation>Mỗi đêm, Nguyệt Nữ chọn một người khác còn sống, không trùng với người đã chọn đêm trước. Đêm đó mọi hành động của người ấy sau lượt của cô đều vô hiệu, và Phù Thủy bị vô hiệu hoá thì không được biết nạn nhân; người bị chọn được báo rằng chức năng của mình bị vô hiệu. Cô không vô hiệu hoá ám hiệu của Thẩm Phán, các lượt thức dậy chỉ để biết tin, lượt cuối, các luật bị động hay bất cứ điều gì làm vào ban ngày.</translation>
    </message>
    <message>
        <source>Every night the Enchanter chooses another living player, never last night&apos;s choice. If the Enchanter is marked to die at that night&apos;s resolution, by a bite or any other night kill, he lives and the enchanted player dies instead; nothing can stop that death. Deaths that come later in the chain, such as grief or the Hunter&apos;s shot, are not replaced.</source>
        <translation>Mỗi đêm, Cổ Hoặc Sư chọn một người khác còn sống, không trùng với người đã chọn đêm trước. Nếu đêm đó Cổ Hoặc Sư bị đánh dấu phải chết, vì bị cắn hay bất kỳ cách giết nào trong đêm, ông sống và người bị mê hoặc chết thay; không gì ngăn được cái chết đó. Những cái chết đến sau trong chuỗi, như chết theo người yêu hay phát bắn của Thợ Săn, thì không được thay thế.</translation>
    </message>
    <message>
        <source>The Apothecary has two draughts, each usable once per game, thrown at night at another living player. The stupor leaves that player silent the next day: no ballot and no day action, though others may still vote against him; dawn announces it. The restorative works only on the Witch whose save potion is spent: her save is ready again. He is never told whether he hit the Witch.</source>
        <translation>Dược Sỹ có hai bình, mỗi bình chỉ dùng một lần trong ván, ném vào ban đêm vào một người khác còn sống. Mê Hồn Dược khiến người đó im lặng vào ngày hôm sau: không bỏ phiếu, không dùng chức năng ban ngày, nhưng người khác vẫn có thể bỏ phiếu cho người đó; lúc bình minh điều này được thông báo. Hồi Phục Dược chỉ có tác dụng với Phù Thủy đã dùng bình cứu: bình cứu của cô lại dùng được. Dược Sỹ không bao giờ được biết mình có ném trúng Phù Thủy hay không.</translation>
    </message>
    <message>
        <source>On even nights the Assassin counts the votes pointed at him over the two days before, the Raven&apos;s two votes and the Judge&apos;s second vote included, the captain&apos;s election and kill-or-spare not. With at least four, he may name another living player, who dies at the night&apos;s resolution. His screen shows him the count and whether he may kill.</source>
        <translation>Vào các đêm chẵn, Thích Khách đếm số phiếu chỉ vào mình trong hai ngày trước đó, tính cả hai phiếu của Con Quạ và lần bỏ phiếu thứ hai của Thẩm Phán, không tính bầu Trưởng Làng hay biểu quyết giết hoặc cứu. Nếu có ít nhất bốn phiếu, ông có thể chọn một người khác còn sống, người đó chết khi đêm được giải quyết. Màn hình cho ông biết số phiếu và ông có được giết hay không.</translation>
    </message>
    <message>
        <source>Once per game, by day, after the captain&apos;s election and before the vote, the Cavalier may press his button, reveal himself and name another living player who is present. The app says publicly whether that player is a wolf. A wolf dies and the day ends at once, with no vote; otherwise the Cavalier dies and the day goes on.</source>
        <translation>Một lần trong ván, vào ban ngày, sau khi bầu Trưởng Làng và trước khi bỏ phiếu, Kỵ Sỹ có thể bấm nút của mình, lật bài và chọn một người khác còn sống đang có mặt. Ứng dụng thông báo công khai người đó có phải Sói hay không. Nếu là Sói, người đó chết và ngày kết thúc ngay, không bỏ phiếu; nếu không, Kỵ Sỹ chết và ngày vẫn tiếp tục.</translation>
    </message>
    <message>
        <source>On the first night the Avenger chooses the wolves&apos; side or the village&apos;s; skipping keeps the village. On the wolves&apos; side he is a wolf from that night and hunts with the pack. When he dies he names another living player: on the village side that player dies if a wolf, on the wolves&apos; side if not a wolf. Nobody is told what happened.</source>
        <translation>Đêm đầu tiên, Kẻ Báo Thù chọn theo phe Sói hoặc phe dân; bỏ qua thì theo phe dân. Theo phe Sói, anh là Sói từ đêm đó và đi săn cùng bầy. Khi chết, anh chọn một người khác còn sống: nếu theo phe dân, người đó chết nếu là Sói; nếu theo phe Sói, người đó chết nếu không phải Sói. Không ai được biết điều gì đã xảy ra.</translation>
    </message>
    <message>
        <source>On the first night the Shadow chooses another living player as his model. When the model dies, the Shadow takes the model&apos;s card at the end of that chain of deaths and plays that role from then on, with everything the card carries; his old card goes to the dead. The Ghost&apos;s card is never taken.</source>
        <translation>Đêm đầu tiên, Ảnh Tử chọn một người khác còn sống làm hình mẫu. Khi hình mẫu chết, Ảnh Tử lấy lá bài của người đó vào cuối chuỗi cái chết ấy và từ đó đóng vai đó, kèm mọi thứ lá bài mang theo; lá bài cũ của anh thuộc về người chết. Lá bài Hồn Ma thì không bao giờ bị lấy.</translation>
    </message>
    <message>
        <source>At setup three different power cards are set aside for the Actor, from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter. Each night he may draw one of those left at random; that night he wakes in that card&apos;s turn and acts under its rules. A drawn card is used up, and after three draws he has no power left.</source>
        <translation>Khi chuẩn bị, ba lá chức năng khác nhau được để riêng cho Diễn Viên, chọn từ Tiên Tri, Tiên Tri Thối, Hồ Ly, Bảo Vệ, Con Quạ, Bà Da Đen, Bác Sỹ Điên và Cổ Hoặc Sư. Mỗi đêm anh có thể rút ngẫu nhiên một trong các lá còn lại; đêm đó anh thức dậy vào lượt của lá ấy và hành động theo luật của nó. Lá đã rút thì không dùng lại được, và sau ba lần rút anh không còn chức năng.</translation>
    </message>
    <message>
        <source>The Diseased has no night action. If a wolves&apos; bite lands on him and he dies that night, every wolf kill is closed the next night: neither the pack, nor the second bite, the Big Bad Wolf, the White Wolf or the little brother may pick a victim. A saved or protected Diseased changes nothing.</source>
        <translation>Con Bệnh không thức dậy trong đêm. Nếu bị Sói cắn trúng và chết trong đêm đó, thì đêm kế tiếp mọi lượt giết của Sói đều bị đóng: bầy Sói, lượt cắn thứ hai, Sói Trùm, Sói trắng và Sói Em đều không được chọn nạn nhân. Con Bệnh được cứu hoặc được bảo vệ thì không có gì thay đổi.</translation>
    </message>
    <message>
        <source>A wolves&apos; bite that lands on the Tough Guy does not kill him at once: he is wounded, lives through the next day and dies at the next night&apos;s resolution, whatever protects him. Bitten again while wounded, he simply dies. Other causes kill him as usual.</source>
        <translation>Vết cắn của Sói trúng Lực Sỹ không giết anh ngay: anh bị thương, sống qua ngày hôm sau và chết khi đêm kế tiếp được giải quyết, dù được bảo vệ thế nào. Bị cắn lần nữa khi đang bị thương thì anh chết luôn. Các nguyên nhân khác giết anh như thường.</translation>
    </message>
    <message>
        <source>Once per game, at night, the Judge may make his secret sign; nothing can block it. If he is alive at dawn, that day&apos;s vote is followed at once by a second vote without discussion: the player with the most votes, alone at the top, is hanged, and a tie or no ballot hangs nobody. The second vote has no trial, no tie-break and no Raven&apos;s votes.</source>
        <translation>Một lần trong ván, vào ban đêm, Thẩm Phán có thể ra ám hiệu bí mật của mình; không ai vô hiệu hoá được ám hiệu này. Nếu ông còn sống lúc bình minh, ngay sau lần bỏ phiếu của ngày hôm đó là lần bỏ phiếu thứ hai, không thảo luận: người duy nhất có nhiều phiếu nhất bị treo cổ, còn hoà phiếu hoặc không có phiếu thì không ai bị treo. Lần bỏ phiếu thứ hai không lên giàn, không phân xử hoà và không tính phiếu của Con Quạ.</translation>
    </message>
    <message>
        <source>When a player is hanged, the Servant may press her button at dusk and reveal herself: she swaps cards with the hanged player and plays that role from then on, while the hanged player&apos;s card stays hidden. She cannot do it as a lover, nor when she is absent or silenced that day.</source>
        <translation>Khi có người bị treo cổ, Hầu Gái có thể bấm nút của mình lúc chạng vạng và lật bài: cô đổi bài với người bị treo và từ đó đóng vai đó, còn lá bài của người bị treo vẫn được giữ kín. Cô không làm được điều này nếu là người yêu do Thần Tình Yêu ghép đôi, hoặc nếu hôm đó cô vắng mặt hay bị làm im lặng.</translation>
    </message>
    <message>
        <source>At setup the app splits the seats into two groups, his holding half the players rounded up, and shows everyone both groups and which one holds the Sectarian. He has no night action. While he is alive, the moment every player outside his group is dead, the game ends and the Sectarian wins alone.</source>
        <translation>Khi chuẩn bị, ứng dụng chia các ghế thành hai nhóm, nhóm của ông có một nửa số người chơi (làm tròn lên), và cho mọi người biết hai nhóm cùng nhóm nào có Bô Lão. Ông không thức dậy trong đêm. Khi ông còn sống, ngay lúc mọi người ngoài nhóm của ông đã chết, ván chơi kết thúc và Bô Lão thắng một mình.</translation>
    </message>
    <message>
        <source>When the Prince is hanged, by a verdict or the second vote, he survives, is revealed as the Prince and keeps his vote. Any other death kills him as usual, and once the village has lost its powers a hanging kills him too.</source>
        <translation>Khi Hoàng Tử bị treo cổ, do biểu quyết hay do lần bỏ phiếu thứ hai, anh được sống, bị lộ là Hoàng Tử và vẫn giữ phiếu bầu. Mọi cái chết khác vẫn giết anh như thường, và khi dân làng đã mất chức năng thì treo cổ cũng giết anh.</translation>
    </message>
    <message>
        <source>At setup one extra card is set aside face down for the Drunk. He is a plain villager for two nights; at nightfall of the third night he swaps his card for that one and plays the new role from that very night. His old card goes aside, and nobody else learns what the card was.</source>
        <translation>Khi chuẩn bị, một lá bài dư được để riêng, úp xuống, dành cho Say Rượu. Anh là dân làng bình thường trong hai đêm đầu; khi đêm thứ ba bắt đầu, anh đổi lá bài của mình lấy lá đó và đóng vai mới ngay từ đêm ấy. Lá bài cũ của anh được để riêng, và không ai khác biết lá bài đó là gì.</translation>
    </message>
    <message>
        <source>If the Angel dies during the first night or the first day, by any cause, the game ends at once and the Angel is its only winner. Otherwise he is a plain villager and wins with the village.</source>
        <translation>Nếu Thiên Thần chết trong đêm đầu tiên hoặc ngày đầu tiên, vì bất cứ lý do gì, ván chơi kết thúc ngay và Thiên Thần là người thắng duy nhất. Nếu không, anh là dân làng bình thường và thắng cùng dân làng.</translation>
    </message>
    <message>
        <source>Every night the Raven chooses another living player, never last night&apos;s choice. At dawn the table is told, and in that day&apos;s vote the marked player starts with two votes against him, which count towards the trial threshold too. The mark is void if the Raven is dead by dawn or the player is absent, and it never counts in the second vote.</source>
        <translation>Mỗi đêm, Con Quạ chọn một người khác còn sống, không trùng với người đã chọn đêm trước. Lúc bình minh cả bàn được thông báo, và trong lần bỏ phiếu ngày hôm đó người bị chọn có sẵn hai phiếu chỉ vào mình, được tính cả vào ngưỡng lên giàn. Dấu này vô hiệu nếu Con Quạ đã chết lúc bình minh hoặc người đó vắng mặt, và không bao giờ được tính trong lần bỏ phiếu thứ hai.</translation>
    </message>
    <message>
        <source>The Apprentice Seer has no night action of his own. When the Seer dies, at the end of that chain of deaths the apprentice takes the Seer&apos;s card and looks at a player every night from the next night on. His old card goes to the dead Seer.</source>
        <translation>Tiên Tri Tập Sự không có lượt riêng trong đêm. Khi Tiên Tri chết, vào cuối chuỗi cái chết ấy người học việc nhận lá bài Tiên Tri và từ đêm sau mỗi đêm được soi một người. Lá bài cũ của anh thuộc về Tiên Tri đã chết.</translation>
    </message>
    <message>
        <source>Every night the Aura Seer chooses another living player and learns privately whether that player&apos;s card has a power: every card but a plain Villager or a plain Wolf says yes. She learns nothing about the player&apos;s team.</source>
        <translation>Mỗi đêm, Tiên Tri Thối chọn một người khác còn sống và bí mật biết lá bài của người đó có chức năng hay không: mọi lá trừ Dân Làng và Sói thường đều là có. Cô không biết gì về phe của người đó.</translation>
    </message>
    <message>
        <source>Every night the Old Hag chooses another living player, who leaves the village for the next day; dawn announces it. That day the absent player casts no ballot, cannot be voted for, tried or challenged, takes no day action and does not count towards the trial threshold.</source>
        <translation>Mỗi đêm, Bà Da Đen chọn một người khác còn sống, người đó phải rời khỏi làng vào ngày hôm sau; lúc bình minh điều này được thông báo. Ngày hôm đó người vắng mặt không bỏ phiếu, không bị bỏ phiếu, không bị đưa lên giàn hay bị thách, không dùng chức năng ban ngày và không được tính vào ngưỡng lên giàn.</translation>
    </message>
    <message>
        <source>The Old Man has no power. When the wolves first wake on the first night, the app counts them; he dies of old age at the resolution of the night numbered one more than that count (with three wolves, the fourth night), and nothing can prevent it. Any other cause can kill him sooner.</source>
        <translation>Ông Già không có chức năng. Khi bầy Sói thức dậy lần đầu trong đêm đầu tiên, ứng dụng đếm số Sói; ông chết vì tuổi già khi đêm có số thứ tự bằng số đó cộng một được giải quyết (ba Sói thì đêm thứ tư), và không gì ngăn được. Những nguyên nhân khác có thể giết ông sớm hơn.</translation>
    </message>
    <message>
        <source>In every kill-or-spare vote the Pacifist&apos;s ballot counts as spare, even if he casts none. He may still point at anyone in the day&apos;s vote and take part in every other ballot like anyone else, and he may say whatever he likes in the debate.</source>
        <translation>Trong mọi lần biểu quyết giết hoặc cứu, phiếu của Người Yêu Hòa Bình luôn được tính là cứu, kể cả khi anh không bỏ phiếu. Anh vẫn có thể chỉ vào bất kỳ ai trong lần bỏ phiếu ban ngày và tham gia mọi lần bỏ phiếu khác như mọi người, và được nói bất cứ điều gì khi tranh luận.</translation>
    </message>
    <message>
        <source>The Ghost dies at the first night&apos;s resolution and nothing can stop it; he counts as dead for everything, with no vote and no say in the debate. Every night, the first one included, he writes on his turn a message of up to 140 characters that the app reads out to the table at dawn.</source>
        <translation>Hồn Ma chết khi đêm đầu tiên được giải quyết và không gì ngăn được; anh được tính là đã chết trong mọi việc, không bỏ phiếu và không được biện luận. Mỗi đêm, kể cả đêm đầu tiên, vào lượt của mình anh viết một lời nhắn dài tối đa 140 ký tự mà ứng dụng đọc cho cả bàn lúc bình minh.</translation>
    </message>
    <message>
        <source>Every night the Mad Doctor chooses two different living players, himself allowed. A wolf with a plain villager: the villager dies. A wolf with a power role: the wolf dies. A plain villager with a power role: the power role dies. Any other pair: nobody dies. The death comes at the night&apos;s resolution and nothing stops it.</source>
        <translation>Mỗi đêm, Bác Sỹ Điên chọn hai người khác nhau còn sống, kể cả chính mình. Sói với Dân: người Dân chết. Sói với Chức Năng: con Sói chết. Dân với Chức Năng: người có Chức Năng chết. Các cặp khác: không ai chết. Cái chết xảy ra khi đêm được giải quyết và không gì ngăn được.</translation>
    </message>
    <message>
        <source>The Big Bad Wolf wakes with the pack every night. Once a plain wolf, the Wild Child or the Wolf Hound has died, he also wakes alone every night after the pack and may bite one more living player, who is not one of the pack nor already a victim tonight. His bite is stopped like any other.</source>
        <translation>Sói Trùm thức dậy cùng bầy Sói mỗi đêm. Khi một Sói thường, Con Hoang hoặc Sói Lai đã chết, mỗi đêm hắn còn thức dậy một mình sau bầy Sói và được cắn thêm một người còn sống không thuộc bầy và chưa là nạn nhân đêm đó. Vết cắn của hắn bị chặn như mọi vết cắn khác.</translation>
    </message>
    <message>
        <source>The Demon Wolf wakes with the pack, then alone, and may say yes. If he does and the pack&apos;s bite lands, the victim does not die but becomes a wolf for good: he keeps his card and its powers, learns it on his next screen and hunts with the pack from the next night. A stopped bite turns nobody, and a vampire cannot be turned.</source>
        <translation>Sói quỷ thức dậy cùng bầy Sói, rồi thức một mình và có thể đồng ý. Nếu hắn đồng ý và vết cắn của bầy trúng, nạn nhân không chết mà vĩnh viễn hoá thành Sói: người đó giữ lá bài cùng chức năng của mình, được báo ở màn hình riêng kế tiếp và đi săn cùng bầy từ đêm sau. Vết cắn bị chặn thì không ai bị biến, và Vampire thì không thể bị biến.</translation>
    </message>
    <message>
        <source>The White Wolf wakes with the pack every night. On even nights he also wakes alone and may bite a plain wolf of the pack other than himself. He plays for himself: he wins only as the last player alive. He still counts as a wolf, so the village cannot win while he lives.</source>
        <translation>Sói trắng thức dậy cùng bầy Sói mỗi đêm. Vào các đêm chẵn, hắn còn thức dậy một mình và được cắn một Sói thường khác trong bầy. Hắn chơi cho riêng mình: chỉ thắng khi là người duy nhất còn sống. Hắn vẫn được tính là Sói, nên dân làng không thể thắng khi hắn còn sống.</translation>
    </message>
    <message>
        <source>The Fire Wolf hunts with the pack. Once any wolf has died, he may wake alone at night and choose another living player, whose card loses every power for good at the end of that night, so the night&apos;s own results stand. He gains one more use for every night and day in which at least two wolves die, at most one use a night.</source>
        <translation>Sói Lửa đi săn cùng bầy Sói. Khi đã có ít nhất một con Sói chết, hắn có thể thức dậy một mình trong đêm và chọn một người khác còn sống; lá bài của người đó mất mọi chức năng vĩnh viễn vào cuối đêm ấy, nên kết quả của chính đêm đó vẫn giữ nguyên. Hắn được thêm một lần dùng cho mỗi đêm và ngày có ít nhất hai Sói chết, mỗi đêm dùng tối đa một lần.</translation>
    </message>
    <message>
        <source>The two wolf brothers always come as a pair. On the first night they wake and see each other; after that the Big Brother Wolf hunts with the pack every night. His death wakes his little brother&apos;s rage.</source>
        <translation>Hai anh em Sói luôn đi thành cặp. Đêm đầu tiên hai anh em thức dậy và nhìn mặt nhau; sau đó Sói Anh đi săn cùng bầy Sói mỗi đêm. Cái chết của hắn đánh thức cơn giận của Sói Em.</translation>
    </message>
    <message>
        <source>The Little Brother Wolf meets his big brother on the first night, then keeps his eyes closed: the pack does not know him, and the Seer, the Fox and the bear see a villager. The first night after his big brother&apos;s death he wakes alone and bites one living player, then joins the pack for good.</source>
        <translation>Sói Em gặp Sói Anh trong đêm đầu tiên, sau đó không được mở mắt: bầy Sói không biết hắn, còn Tiên Tri, Hồ Ly và Thần Gấu vẫn thấy hắn là dân. Đêm đầu tiên sau khi Sói Anh chết, hắn thức dậy một mình và cắn một người còn sống, rồi nhập bầy Sói mãi mãi.</translation>
    </message>
    <message>
        <source>The Wolf Cub is a wolf and hunts with the pack. When he dies, by any cause, the next night the pack picks a second victim after the first; the Witch is shown only the first.</source>
        <translation>Sói Con là Sói và đi săn cùng bầy. Khi nó chết, vì bất cứ lý do gì, đêm kế tiếp bầy Sói chọn thêm một nạn nhân thứ hai sau nạn nhân đầu tiên; Phù Thủy chỉ được biết nạn nhân đầu tiên.</translation>
    </message>
    <message>
        <source>The Traitor is not a wolf and never wakes with the pack, but plays and wins with the wolves. On the first night he is shown every wolf; the wolves do not learn who he is. The Seer sees him as a villager, and when the wolves are counted against the others he is one of the others.</source>
        <translation>Phản Bội không phải Sói và không bao giờ thức dậy cùng bầy, nhưng chơi và thắng cùng phe Sói. Đêm đầu tiên anh được cho biết mọi con Sói; bầy Sói không biết anh là ai. Tiên Tri thấy anh là dân, và khi so số Sói với những người khác, anh được tính vào những người khác.</translation>
    </message>
    <message>
        <source>The Wolf Seer wakes with the pack every night, then alone, and chooses another living player: he learns whether that player&apos;s card is the Seer, and nothing else.</source>
        <translation>Sói Tiên Tri thức dậy cùng bầy Sói mỗi đêm, rồi thức một mình và chọn một người khác còn sống: hắn biết lá bài của người đó có phải Tiên Tri hay không, và không biết gì thêm.</translation>
    </message>
    <message>
        <source>The Lycan starts as a villager, and the Seer sees him as one. When a Seer&apos;s look falls on him, he turns into a wolf at the end of that night, learns it on his next screen and hunts with the pack from the next night. Anyone acting as the Seer counts.</source>
        <translation>Lycan ban đầu là dân, và Tiên Tri thấy anh là dân. Khi bị Tiên Tri soi trúng, anh hoá Sói vào cuối đêm đó, được báo ở màn hình riêng kế tiếp và đi săn cùng bầy từ đêm sau. Bất kỳ ai đang dùng chức năng Tiên Tri đều được tính.</translation>
    </message>
    <message>
        <source>The Wolf Kin starts as a villager. At the end of every chain of deaths, from the first night on, if the nearest living player on his left or right is a wolf, he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>Người Sói ban đầu là dân. Vào cuối mỗi chuỗi cái chết, từ đêm đầu tiên, nếu người còn sống gần nhất bên trái hoặc bên phải anh là Sói, anh vĩnh viễn hoá Sói, được báo ở màn hình riêng kế tiếp và đi săn cùng bầy từ đêm sau.</translation>
    </message>
    <message>
        <source>The Dream Wolf is a wolf who does not wake: the pack sees him listed as asleep, he sees nobody, and the Seer, the Fox and the bear see a villager. At the first nightfall when no other living wolf would wake with the pack, he wakes for good and hunts from then on.</source>
        <translation>Sói Mộng Mơ là Sói nhưng không thức dậy: bầy Sói thấy hắn trong danh sách là đang ngủ, hắn không thấy ai, còn Tiên Tri, Hồ Ly và Thần Gấu thấy hắn là dân. Vào đầu đêm đầu tiên mà không còn con Sói sống nào khác thức dậy cùng bầy, hắn thức giấc mãi mãi và đi săn từ đó.</translation>
    </message>
    <message>
        <source>The Stray Wolf is a wolf and hunts with the pack. On the first night he chooses another living player as his companion. When the companion dies, by any cause, the Stray Wolf dies at once.</source>
        <translation>Sói Lạc Bầy là Sói và đi săn cùng bầy. Đêm đầu tiên hắn chọn một người khác còn sống làm bạn đồng hành. Khi người bạn đồng hành chết, vì bất cứ lý do gì, Sói Lạc Bầy chết theo ngay lập tức.</translation>
    </message>
    <message>
        <source>The Stone Wolf is a wolf and hunts with the pack. While he is the only living wolf he cannot pick a victim in the pack&apos;s turn; he still counts as a wolf for every win.</source>
        <translation>Sói Đá là Sói và đi săn cùng bầy. Khi là con Sói duy nhất còn sống, hắn không được chọn nạn nhân trong lượt của bầy Sói; hắn vẫn được tính là Sói trong mọi điều kiện thắng.</translation>
    </message>
    <message>
        <source>On the first night the Wild Child chooses another living player as his role model. While the model lives he is a villager and wins with the village. When the model dies, at the end of that chain of deaths he turns into a wolf for good, learns it on his next screen and hunts with the pack from the next night.</source>
        <translation>Đêm đầu tiên, Con Hoang chọn một người khác còn sống làm Hình Tượng. Khi Hình Tượng còn sống, nó là dân và thắng cùng dân làng. Khi Hình Tượng chết, vào cuối chuỗi cái chết ấy nó vĩnh viễn hoá Sói, được báo ở màn hình riêng kế tiếp và đi săn cùng bầy từ đêm sau.</translation>
    </message>
    <message>
        <source>On the first night, before the pack first wakes, the Wolf Hound chooses: a wolf, who hunts with the pack from that very night, or a villager, which is also what a skip means. The choice holds for the whole game.</source>
        <translation>Đêm đầu tiên, trước khi bầy Sói thức dậy lần đầu, Sói Lai chọn: làm Sói, đi săn cùng bầy ngay từ đêm đó, hoặc làm dân làng, cũng là điều xảy ra khi bỏ qua. Lựa chọn này giữ nguyên suốt ván.</translation>
    </message>
    <message>
        <source>The Cursed starts as a villager. When a wolves&apos; bite lands on him he does not die: he turns into a wolf, learns it on his next screen and hunts with the pack from the next night. A saved or protected Cursed stays a villager, and a vampire is never turned.</source>
        <translation>Lời Nguyền ban đầu là dân. Khi bị Sói cắn trúng, anh không chết mà hoá Sói, được báo ở màn hình riêng kế tiếp và đi săn cùng bầy từ đêm sau. Lời Nguyền được cứu hoặc được bảo vệ thì vẫn là dân, và Vampire thì không bao giờ bị biến.</translation>
    </message>
    <message>
        <source>Every night the Vampire chooses another living player, who becomes a vampire spawn unless he is a wolf, already a vampire or dies that night. The Vampire and his spawn see each other every night; spawn keep their powers, except the Pied Piper&apos;s charm, but never turn into wolves. When the Vampire dies, every spawn dies with him. The vampires win when every living player is one of them, and the village cannot win while one of them lives.</source>
        <translation>Mỗi đêm, Vampire chọn một người khác còn sống, người đó thành Vampire con trừ khi là Sói, đã là Vampire hoặc chết trong đêm đó. Vampire và các Vampire con nhìn mặt nhau mỗi đêm; Vampire con giữ chức năng của mình, trừ khả năng mê hoặc của Kẻ Thổi Sáo, nhưng không bao giờ hoá Sói. Khi Vampire chết, mọi Vampire con chết theo. Phe Vampire thắng khi mọi người còn sống đều thuộc phe mình, và dân làng không thể thắng khi còn một người của phe này sống.</translation>
    </message>
    <message>
        <source>On the first night the Heretic chooses two different living players other than himself, and takes no other action. If at the end of the game he is alive and both of them are dead, he wins alongside whoever else wins, unless the Angel won or nobody is left alive.</source>
        <translation>Đêm đầu tiên, Tà Đạo chọn hai người khác nhau còn sống, không phải chính mình, và không làm gì khác. Nếu đến cuối ván ông còn sống và cả hai người đó đã chết, ông thắng cùng với những ai thắng, trừ khi Thiên Thần thắng hoặc không còn ai sống.</translation>
    </message>
    <message>
        <source>Every night the Pied Piper charms two living players who are not yet charmed, or the last one when only one is left. Then all the charmed wake together and see each other. They stay charmed for good, and the moment every living player but him is charmed, the game ends and the Pied Piper wins alone. As a vampire spawn he loses his charm.</source>
        <translation>Mỗi đêm, Kẻ Thổi Sáo mê hoặc hai người còn sống chưa bị mê hoặc, hoặc người cuối cùng khi chỉ còn một. Sau đó mọi người bị mê hoặc cùng thức dậy và biết mặt nhau. Họ bị mê hoặc mãi mãi, và ngay khi mọi người còn sống ngoài anh đều bị mê hoặc, ván chơi kết thúc và Kẻ Thổi Sáo thắng một mình. Nếu thành Vampire con, anh mất khả năng mê hoặc.</translation>
    </message>
    <message>
        <source>With the captain rule, the village elects a captain on the first day: anyone living, oneself included, and a tie is drawn at random. The captain&apos;s ballot counts double in every later vote, and a captain may settle a tie by naming one of the tied players. A dying captain names a successor or the title lapses; a wolf may be captain.</source>
        <translation>Với luật Trưởng Làng, dân làng bầu Trưởng Làng vào ngày đầu tiên: bất kỳ ai còn sống, kể cả chính mình, và nếu hoà thì bốc thăm ngẫu nhiên. Phiếu của Trưởng Làng tính gấp đôi trong mọi lần bỏ phiếu sau đó, và Trưởng Làng có thể phân xử khi hoà phiếu bằng cách chỉ định một trong những người hoà. Trưởng Làng sắp chết chỉ định người kế nhiệm, nếu không thì danh hiệu bị bỏ trống; Sói cũng có thể làm Trưởng Làng.</translation>
    </message>
    <message>
        <source>The Gypsy comes only with the New Moon rule and is on the village side. She holds five spirit cards, each usable once: at night she may play one to ask whether a living player is a wolf, whether a wolf sits among a living player and his two living neighbours, whether two living players are on the same team, which card a dead player held, or how a dead player died. She may not ask about herself, and the spirits see teams as the Seer does. The answer is read out to everyone at the next dawn, without saying who asked, even if she died in the night. Her power can be blocked, and she loses it like every village role when the Elder dies.</source>
        <translation>Cô Gái Digan chỉ có khi bật luật Trăng Non và thuộc phe dân làng. Cô có năm lá bài cầu hồn, mỗi lá dùng được một lần: vào ban đêm, cô có thể dùng một lá để hỏi một người còn sống có phải Sói không, trong một người còn sống và hai người còn sống ngồi cạnh người đó có Sói không, hai người còn sống có cùng phe không, một người đã chết từng cầm lá bài nào, hoặc một người đã chết vì sao mà chết. Cô không được hỏi về chính mình, và các vong hồn nhìn phe giống như Tiên Tri. Câu trả lời được đọc cho mọi người vào bình minh hôm sau, không nói ai đã hỏi, kể cả khi cô chết trong đêm. Năng lực của cô có thể bị chặn, và cô mất năng lực như mọi vai dân làng khi Già Làng chết.</translation>
    </message>
    <message>
        <source>With the New Moon and captain rules, each day after the election and before the vote the living captain may name another living, present player town crier; the job stays with him until a captain names someone else. The crier&apos;s hand is three public event cards chosen at setup, each playable once in the game. At night he may play one: if he is still alive at dawn, it is the morning&apos;s event instead of a drawn card; if he died in the night, the card stays in the hand. The job is a title, not a card or a power: it survives the captain&apos;s death, a new crier inherits the cards left, and a dead crier leaves it empty until a captain names someone.</source>
        <translation>Khi bật luật Trăng Non và luật Trưởng Làng, mỗi ngày, sau khi bầu Trưởng Làng và trước khi bỏ phiếu, Trưởng Làng còn sống có thể chỉ định một người khác còn sống, đang có mặt làm Người Loan Tin; người đó giữ việc này cho đến khi một Trưởng Làng chỉ định người khác. Trên tay Người Loan Tin có ba lá sự kiện công khai được chọn khi thiết lập ván, mỗi lá chỉ dùng được một lần trong ván. Vào ban đêm, người đó có thể dùng một lá: nếu sáng ra vẫn còn sống, lá đó là sự kiện của buổi sáng thay cho lá bốc ngẫu nhiên; nếu chết trong đêm, lá bài vẫn ở lại trên tay. Đây là một danh hiệu, không phải lá bài hay năng lực: nó vẫn còn khi Trưởng Làng chết, Người Loan Tin mới được thừa hưởng các lá còn lại, và khi Người Loan Tin chết thì vị trí này bỏ trống cho đến khi một Trưởng Làng chỉ định người khác.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules; the last card you change shows them here.</source>
        <translation>Trỏ vào một lá bài để đọc luật đầy đủ của nó; lá bài bạn vừa thay đổi sẽ hiện luật ở đây.</translation>
    </message>
    <message>
        <source>The classic game</source>
        <translation>Ma Sói cổ điển</translation>
    </message>
    <message>
        <source>Several nights and days, until one side is gone. Every night the laptop goes round twice and each player acts in secret; at dawn the app names the dead, never their roles. By day the living talk and vote one player out. The village wins when no wolf is left; the wolves win when they are as many as everyone else.</source>
        <translation>Nhiều đêm và nhiều ngày, cho đến khi một phe bị tiêu diệt. Mỗi đêm máy được chuyền quanh bàn hai vòng và mỗi người hành động bí mật; lúc bình minh ứng dụng báo tên người chết, không bao giờ báo vai của họ. Ban ngày người còn sống thảo luận và bỏ phiếu treo cổ một người. Dân làng thắng khi không còn Sói nào; Sói thắng khi số Sói bằng số người còn lại.</translation>
    </message>
    <message>
        <source>The standard roles</source>
        <translation>Các vai của ván tiêu chuẩn</translation>
    </message>
    <message>
        <source>The extended game&apos;s roles</source>
        <translation>Các vai của ván mở rộng</translation>
    </message>
    <message>
        <source>A title, not a card.</source>
        <translation>Một danh hiệu, không phải lá bài.</translation>
    </message>
    <message>
        <source>A title, not a card: New Moon with a captain.</source>
        <translation>Một danh hiệu, không phải lá bài: có khi bật Trăng Non cùng Trưởng Làng.</translation>
    </message>
</context>
<context>
    <name>ClassicSetupScreen</name>
    <message>
        <source>Classic Werewolf: who is playing?</source>
        <translation>Ma Sói cổ điển: ai chơi?</translation>
    </message>
    <message>
        <source>List the 8 or 9 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>Ghi 8 hoặc 9 người chơi theo chiều kim đồng hồ quanh bàn, bắt đầu từ người cầm máy đầu tiên. Kéo tên (hoặc nhấn Ctrl+Lên/Xuống) để đổi chỗ; nhấp đúp để đổi tên. Chọn một người chơi, rồi chọn chân dung bên phải.</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Người chơi, theo chiều kim đồng hồ</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Thêm tên người chơi…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Tên người chơi mới</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xoá</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Bắt đầu đêm đầu tiên</translation>
    </message>
    <message>
        <source>Portraits</source>
        <translation>Chân dung</translation>
    </message>
    <message>
        <source>Phones…</source>
        <translation>Điện thoại…</translation>
    </message>
    <message>
        <source>Let players use their own phone as their private screen (F9)</source>
        <translation>Cho người chơi dùng điện thoại của mình làm màn hình riêng (F9)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>Tên dài tối đa %1 ký tự; phần còn lại đã bị bỏ.</translation>
    </message>
    <message>
        <source>Portraits: choose a player on the left first</source>
        <translation>Chân dung: chọn một người chơi bên trái trước</translation>
    </message>
    <message>
        <source>Choose a player on the left first</source>
        <translation>Chọn một người chơi bên trái trước</translation>
    </message>
    <message>
        <source>Portrait for %1</source>
        <translation>Chân dung của %1</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>%1 đã chọn</translation>
    </message>
    <message>
        <source>Classic Werewolf needs exactly 8 or 9 players (now %1).</source>
        <translation>Ma Sói cổ điển cần đúng 8 hoặc 9 người chơi (hiện có %1).</translation>
    </message>
    <message>
        <source>Two players have the same portrait: give each their own.</source>
        <translation>Hai người chơi trùng chân dung: mỗi người hãy chọn một chân dung riêng.</translation>
    </message>
    <message numerus="yes">
        <source>%1 players, an extended deck with %n wolf/wolves.</source>
        <translation>
            <numerusform>%1 người chơi, bộ bài mở rộng có %n Sói.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: %2 wolves against %3 villagers and helpers.</source>
        <translation>%1 người chơi: %2 Sói đấu với %3 người phe dân làng.</translation>
    </message>
    <message>
        <source>Cards and rules</source>
        <translation>Bộ bài và luật</translation>
    </message>
    <message>
        <source>List the 8 to 18 players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Click a player, then a portrait on the right.</source>
        <translation>Ghi 8 đến 18 người chơi theo chiều kim đồng hồ quanh bàn, bắt đầu từ người cầm máy đầu tiên. Kéo tên (hoặc nhấn Ctrl+Lên/Xuống) để đổi chỗ; nhấp đúp để đổi tên. Chọn một người chơi, rồi chọn chân dung bên phải.</translation>
    </message>
</context>
<context>
    <name>ClassicVisit</name>
    <message>
        <source>You protected %1 last night.</source>
        <translation>Đêm qua bạn đã bảo vệ %1.</translation>
    </message>
    <message>
        <source>You protected this player last night.</source>
        <translation>Đêm qua bạn đã bảo vệ người này.</translation>
    </message>
    <message>
        <source>This player cannot be chosen.</source>
        <translation>Không thể chọn người này.</translation>
    </message>
    <message>
        <source>That potion is used up.</source>
        <translation>Bình thuốc đó đã dùng hết.</translation>
    </message>
    <message>
        <source>There is no victim to save tonight.</source>
        <translation>Đêm nay không có nạn nhân để cứu.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Về menu</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <source>A note for your later nights (optional, 140 characters)</source>
        <translation>Ghi chú cho những đêm sau (không bắt buộc, 140 ký tự)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Điều bạn biết</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Xong (%1)</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Lượt cuối</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 đã chết — chuyển tiếp</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then pass the laptop on.</source>
        <translation>Chờ nút Xong sáng lên rồi chuyển máy cho người tiếp theo.</translation>
    </message>
    <message>
        <source>Nobody is left to shoot</source>
        <translation>Không còn ai để bắn</translation>
    </message>
    <message>
        <source>Nothing left to use tonight</source>
        <translation>Đêm nay không còn gì để dùng</translation>
    </message>
    <message>
        <source>Your last turn: nothing to do</source>
        <translation>Lượt cuối của bạn: không có việc gì</translation>
    </message>
    <message>
        <source>Nothing to do on this visit</source>
        <translation>Lượt này bạn không có việc gì</translation>
    </message>
    <message>
        <source>Tap any player, then Confirm: everyone does the same, so nobody can tell who had something to do.</source>
        <translation>Chạm vào một người bất kỳ rồi bấm Xác nhận: ai cũng làm vậy, nên không ai biết ai có việc để làm.</translation>
    </message>
    <message>
        <source>You chose this player last night.</source>
        <translation>Đêm qua bạn đã chọn người này.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight.</source>
        <translation>Đêm nay chức năng của bạn bị chặn.</translation>
    </message>
    <message>
        <source>You cannot use this tonight.</source>
        <translation>Đêm nay bạn không dùng được chức năng này.</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Thuốc câm</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Hồi phục</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>Thế là xong phần của bạn. Nhấn Xong, để máy ở giữa bàn và nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then press it.</source>
        <translation>Xong. Chờ nút Xong sáng lên rồi bấm.</translation>
    </message>
    <message>
        <source>Wait until Done lights up, then press it.</source>
        <translation>Chờ nút Xong sáng lên rồi bấm.</translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation>%1 đã chết</translation>
    </message>
    <message>
        <source>You are the %1 (team: %2).</source>
        <translation>Bạn là %1 (%2).</translation>
    </message>
    <message>
        <source>You are the %1.</source>
        <translation>Bạn là %1.</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Không cứu</translation>
    </message>
    <message>
        <source>tap a player</source>
        <translation>chạm vào một người</translation>
    </message>
    <message>
        <source>tap players %1 times</source>
        <translation>chạm người chơi %1 lần</translation>
    </message>
    <message>
        <source>press a button above Skip</source>
        <translation>bấm một nút phía trên Bỏ qua</translation>
    </message>
    <message>
        <source>tap a card</source>
        <translation>chạm một lá bài</translation>
    </message>
    <message>
        <source>One more round, nothing more for you: %1, then Confirm.</source>
        <translation>Thêm một vòng, bạn không còn việc gì: %1, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Every visit does this, so nobody can tell: %1, then Confirm.</source>
        <translation>Để không ai đoán được, lượt nào cũng vậy: %1, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Bấm</translation>
    </message>
    <message>
        <source>Your card for the whole game. %1</source>
        <translation>Lá bài của bạn cho cả ván. %1</translation>
    </message>
    <message>
        <source>Your pack: %1</source>
        <translation>Bầy sói của bạn: %1</translation>
    </message>
    <message>
        <source>Dead wolves: %1</source>
        <translation>Sói đã chết: %1</translation>
    </message>
    <message>
        <source>%1 picked %2</source>
        <translation>%1 đã chọn %2</translation>
    </message>
    <message>
        <source>%1 did not pick</source>
        <translation>%1 không chọn</translation>
    </message>
    <message>
        <source>Tonight&apos;s victim: %1</source>
        <translation>Nạn nhân đêm nay: %1</translation>
    </message>
    <message>
        <source>No victim tonight (the picks were tied or empty).</source>
        <translation>Đêm nay không có nạn nhân (phiếu chọn hòa hoặc không ai chọn).</translation>
    </message>
    <message>
        <source>Night %1: %2 is on the %3 side</source>
        <translation>Đêm %1: %2 thuộc %3</translation>
    </message>
    <message>
        <source>Last night you protected %1.</source>
        <translation>Đêm qua bạn đã bảo vệ %1.</translation>
    </message>
    <message>
        <source>Potions left: %1</source>
        <translation>Bình thuốc còn lại: %1</translation>
    </message>
    <message>
        <source>save</source>
        <translation>cứu</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>độc</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không còn</translation>
    </message>
    <message>
        <source>Night %1, %2 wrote: %3</source>
        <translation>Đêm %1, %2 viết: %3</translation>
    </message>
    <message>
        <source>Your note, night %1: %2</source>
        <translation>Ghi chú của bạn, đêm %1: %2</translation>
    </message>
    <message>
        <source>Choose tonight&apos;s victim</source>
        <translation>Chọn nạn nhân đêm nay</translation>
    </message>
    <message>
        <source>Tap a player who is not a wolf, then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Chạm vào một người không phải sói rồi bấm Xác nhận. Người bị chọn nhiều nhất sẽ bị cắn; nếu hòa thì không ai bị cắn.</translation>
    </message>
    <message>
        <source>Look at one player</source>
        <translation>Soi một người</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm: you will see their side.</source>
        <translation>Chạm vào một người khác còn sống rồi bấm Xác nhận: bạn sẽ thấy họ thuộc phe nào.</translation>
    </message>
    <message>
        <source>Protect one player tonight</source>
        <translation>Bảo vệ một người đêm nay</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm. Not the same player two nights running.</source>
        <translation>Chạm vào một người còn sống (kể cả bạn) rồi bấm Xác nhận. Không được bảo vệ cùng một người hai đêm liền.</translation>
    </message>
    <message>
        <source>Your potions</source>
        <translation>Bình thuốc của bạn</translation>
    </message>
    <message>
        <source>You are dying: take a last shot</source>
        <translation>Bạn đã chết: hãy bắn phát cuối cùng</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm to shoot them, or Skip.</source>
        <translation>Chạm vào một người còn sống và bấm Xác nhận để bắn, hoặc Bỏ qua.</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>Cứu %1</translation>
    </message>
    <message>
        <source>%1 is on the %2 side.</source>
        <translation>%1 thuộc %2.</translation>
    </message>
    <message>
        <source>Done. Wait until Done lights up, then pass the laptop on.</source>
        <translation>Xong. Chờ nút Xong sáng lên rồi chuyển máy cho người tiếp theo.</translation>
    </message>
    <message>
        <source>Write here if you wish (optional, 140 characters)</source>
        <translation>Viết vào đây nếu muốn (không bắt buộc, 140 ký tự)</translation>
    </message>
    <message>
        <source>You may write in the field below; nobody will read it. Wait until Done lights up, then pass the laptop on.</source>
        <translation>Bạn có thể viết vào ô bên dưới; không ai đọc được. Chờ nút Xong sáng lên rồi chuyển máy đi.</translation>
    </message>
    <message>
        <source>Your power is blocked tonight</source>
        <translation>Đêm nay chức năng của bạn bị chặn</translation>
    </message>
    <message>
        <source>Dead, you can no longer take a hanged player&apos;s card.</source>
        <translation>Đã chết, bạn không còn nhận được lá bài của người bị treo cổ.</translation>
    </message>
    <message>
        <source>Sign</source>
        <translation>Ra dấu</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Rút bài</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Biến thành Sói</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Dùng</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Giữ lại</translation>
    </message>
    <message>
        <source>Your choice: %1.</source>
        <translation>Bạn đã chọn: %1.</translation>
    </message>
    <message>
        <source>Ballot · %1 s left</source>
        <translation>Bỏ phiếu · còn %1 giây</translation>
    </message>
    <message>
        <source>%1, your secret ballot</source>
        <translation>%1, lá phiếu kín của bạn</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts three times today.</source>
        <translation>Bạn là Trưởng Làng: hôm nay lá phiếu của bạn tính ba lần.</translation>
    </message>
    <message>
        <source>Your ballot is in</source>
        <translation>Phiếu của bạn đã được ghi</translation>
    </message>
    <message>
        <source>You voted against %1.</source>
        <translation>Bạn đã bỏ phiếu treo cổ %1.</translation>
    </message>
    <message>
        <source>You abstained.</source>
        <translation>Bạn đã bỏ phiếu trắng.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then press it.</source>
        <translation>Không thể thay đổi. Chờ nút Xong sáng lên rồi bấm.</translation>
    </message>
    <message>
        <source>It cannot be changed. Wait until Done lights up, then pass on.</source>
        <translation>Không thể thay đổi. Chờ nút Xong sáng lên rồi chuyển tiếp.</translation>
    </message>
    <message>
        <source>Who should leave the village?</source>
        <translation>Ai phải rời khỏi làng?</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player with the most votes is voted out; a tie means nobody is.</source>
        <translation>Chạm vào một người khác còn sống rồi bấm Xác nhận, hoặc Bỏ phiếu trắng. Người nhiều phiếu nhất bị treo cổ; nếu hòa thì không ai bị.</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>Bạn không thể bỏ phiếu cho chính mình.</translation>
    </message>
    <message>
        <source>Abstain</source>
        <translation>Bỏ phiếu trắng</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Cứu</translation>
    </message>
    <message>
        <source>Your power is gone.</source>
        <translation>Năng lực của bạn đã mất.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: you must take it.</source>
        <translation>Trong hai lá dư có Sói: bạn bắt buộc phải lấy lá Sói.</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek.</source>
        <translation>Từ đêm mai bạn mới được hé mắt nhìn.</translation>
    </message>
    <message>
        <source>%1 · round %2 of %3</source>
        <translation>%1 · vòng %2/%3</translation>
    </message>
    <message>
        <source>Tap the card, then Confirm.</source>
        <translation>Chạm vào lá bài rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Keep the Thief</source>
        <translation>Giữ Kẻ Trộm</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Ngủ</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Hé mắt nhìn</translation>
    </message>
    <message>
        <source>You will see the answer on your next visit.</source>
        <translation>Bạn sẽ thấy câu trả lời ở lượt sau.</translation>
    </message>
    <message>
        <source>the lovers</source>
        <translation>phe cặp đôi</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>Phe Dân làng</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Giết</translation>
    </message>
    <message>
        <source>Spare</source>
        <translation>Cứu</translation>
    </message>
    <message>
        <source>You are the captain: your ballot counts double.</source>
        <translation>Bạn là Trưởng Làng: phiếu của bạn tính gấp đôi.</translation>
    </message>
    <message>
        <source>You voted to kill %1.</source>
        <translation>Bạn đã bỏ phiếu giết %1.</translation>
    </message>
    <message>
        <source>You voted to spare %1.</source>
        <translation>Bạn đã bỏ phiếu cứu %1.</translation>
    </message>
    <message>
        <source>You voted for %1.</source>
        <translation>Bạn đã bầu %1.</translation>
    </message>
    <message>
        <source>Two spare cards</source>
        <translation>Hai lá bài dư</translation>
    </message>
    <message>
        <source>Tap a card, then Confirm: it is your card for the whole game. Skip keeps the Thief, a villager with no power.</source>
        <translation>Chạm vào một lá rồi bấm Xác nhận: đó là lá bài của bạn suốt ván. Giữ Kẻ Trộm thì bạn là dân làng không có năng lực.</translation>
    </message>
    <message>
        <source>Choose the two lovers</source>
        <translation>Chọn hai người yêu nhau</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. The lovers will know each other.</source>
        <translation>Chạm vào hai người còn sống (có thể là chính bạn) rồi bấm Xác nhận. Chạm lại để bỏ chọn. Hai người yêu sẽ biết nhau.</translation>
    </message>
    <message>
        <source>Tap another player (a wolf too), then Confirm. The player most picked is bitten; a tie means nobody is.</source>
        <translation>Chạm vào một người khác (kể cả Sói) rồi bấm Xác nhận. Người bị chọn nhiều nhất sẽ bị cắn; nếu hòa thì không ai bị cắn.</translation>
    </message>
    <message>
        <source>Peek at the wolves?</source>
        <translation>Hé mắt nhìn bầy Sói?</translation>
    </message>
    <message>
        <source>Peek to learn one wolf&apos;s name; but one time in three the wolves see you, and then you die tonight. Sleep is safe.</source>
        <translation>Hé mắt để biết tên một con Sói; nhưng cứ ba lần thì có một lần Sói thấy bạn, và bạn chết ngay đêm nay. Ngủ thì an toàn.</translation>
    </message>
    <message>
        <source>Sniff out a group of three</source>
        <translation>Đánh hơi một nhóm ba người</translation>
    </message>
    <message>
        <source>Tap a living player (yourself too), then Confirm: you learn whether a wolf is among that player and their two living neighbours. If none is, your power is gone.</source>
        <translation>Chạm vào một người còn sống (có thể là chính bạn) rồi bấm Xác nhận: bạn biết có Sói trong người đó và hai người sống bên cạnh hay không. Nếu không có, bạn mất năng lực.</translation>
    </message>
    <message>
        <source>Press Save to save tonight&apos;s victim, or Don&apos;t save and tap a player to poison them; then Confirm. One potion a night at most; none: Skip.</source>
        <translation>Bấm Cứu để cứu nạn nhân đêm nay, hoặc Không cứu rồi chạm vào một người để đầu độc họ; rồi bấm Xác nhận. Mỗi đêm dùng tối đa một bình; không dùng: Bỏ qua.</translation>
    </message>
    <message>
        <source>Press Save or Don&apos;t save, and tap a player to poison them (after Save, a tap on the victim poisons nobody); then Confirm.</source>
        <translation>Bấm Cứu hoặc Không cứu, rồi chạm vào một người để đầu độc họ (sau khi Cứu, chạm vào nạn nhân là không đầu độc ai); rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>You die for the tie</source>
        <translation>Bạn chết vì hòa phiếu</translation>
    </message>
    <message>
        <source>Name a player who goes on trial tomorrow, or skip. Tap a living player, then Confirm.</source>
        <translation>Chọn người sẽ lên giàn ngày mai, hoặc bỏ qua. Chạm vào một người còn sống rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Name the new captain</source>
        <translation>Chọn Trưởng Làng mới</translation>
    </message>
    <message>
        <source>You were the captain: name the new captain, or skip. Tap a living player, then Confirm.</source>
        <translation>Bạn là Trưởng Làng: hãy chọn người kế nhiệm, hoặc bỏ qua. Chạm vào một người còn sống rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Your last turn: your service is over</source>
        <translation>Lượt cuối của bạn: việc hầu hạ đã xong</translation>
    </message>
    <message>
        <source>Your power is gone</source>
        <translation>Năng lực của bạn đã mất</translation>
    </message>
    <message>
        <source>From tomorrow night you may peek</source>
        <translation>Từ đêm mai bạn mới được hé mắt nhìn</translation>
    </message>
    <message>
        <source>%1: a wolf is among them.</source>
        <translation>%1: có Sói trong nhóm này.</translation>
    </message>
    <message>
        <source>%1: no wolf. Your power is gone.</source>
        <translation>%1: không có Sói. Bạn mất năng lực.</translation>
    </message>
    <message>
        <source>You saw a wolf: %1.</source>
        <translation>Bạn thấy một con Sói: %1.</translation>
    </message>
    <message>
        <source>The wolves saw you! You die tonight.</source>
        <translation>Bầy Sói đã thấy bạn! Bạn chết đêm nay.</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>Giờ bạn là %1.</translation>
    </message>
    <message>
        <source>Last night you caught the Little Girl, %1.</source>
        <translation>Đêm qua các bạn bắt được Cô Bé Ti Hí: %1.</translation>
    </message>
    <message>
        <source>Your lover is %1, the %2.</source>
        <translation>Người yêu của bạn là %1, vai %2.</translation>
    </message>
    <message>
        <source>You two are a team of your own: you win together if you are the last two.</source>
        <translation>Hai bạn là một phe riêng: hai bạn cùng thắng nếu là hai người sống sót cuối cùng.</translation>
    </message>
    <message>
        <source>Your partner, %1, is alive.</source>
        <translation>Người yêu của bạn, %1, còn sống.</translation>
    </message>
    <message>
        <source>Your partner, %1, is dead.</source>
        <translation>Người yêu của bạn, %1, đã chết.</translation>
    </message>
    <message>
        <source>Night %1: %2&apos;s card is the %3</source>
        <translation>Đêm %1: lá bài của %2 là %3</translation>
    </message>
    <message>
        <source>You are dying: take your revenge</source>
        <translation>Bạn đã chết: hãy báo thù</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are not a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Chạm vào một người còn sống rồi Xác nhận: nếu người đó không phải Sói thì chết. Dù thế nào cũng không ai được nói gì. Hoặc Bỏ qua.</translation>
    </message>
    <message>
        <source>Tap a living player and Confirm: if they are a wolf, they die. Nothing is said either way. Or Skip.</source>
        <translation>Chạm vào một người còn sống rồi Xác nhận: nếu người đó là Sói thì chết. Dù thế nào cũng không ai được nói gì. Hoặc Bỏ qua.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm.</source>
        <translation>Chạm vào một người chơi khác còn sống, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Choose your side</source>
        <translation>Chọn phe của bạn</translation>
    </message>
    <message>
        <source>Tap The wolves (you wake with the pack from tonight) or The village, then Confirm. Skip stays with the village.</source>
        <translation>Chạm “Phe Sói” (từ đêm nay bạn thức dậy cùng bầy) hoặc “Phe Dân làng”, rồi bấm Xác nhận. Bỏ qua là ở lại phe Dân làng.</translation>
    </message>
    <message>
        <source>Tap The wolves or The village, for the whole game, then Confirm. Skip stays with the village.</source>
        <translation>Chạm “Phe Sói” hoặc “Phe Dân làng” (cho cả ván), rồi bấm Xác nhận. Bỏ qua là ở lại phe Dân làng.</translation>
    </message>
    <message>
        <source>Choose your companion</source>
        <translation>Chọn bạn đồng hành</translation>
    </message>
    <message>
        <source>%1 If your companion dies, you die with them.</source>
        <translation>%1 Nếu bạn đồng hành chết, bạn chết theo.</translation>
    </message>
    <message>
        <source>Choose your role model</source>
        <translation>Chọn người làm gương</translation>
    </message>
    <message>
        <source>%1 If your role model dies, you become a wolf.</source>
        <translation>%1 Nếu người làm gương chết, bạn thành Sói.</translation>
    </message>
    <message>
        <source>Choose your model</source>
        <translation>Chọn người để theo</translation>
    </message>
    <message>
        <source>%1 When your model dies, you take their card.</source>
        <translation>%1 Khi người đó chết, bạn nhận lá bài của họ.</translation>
    </message>
    <message>
        <source>Choose your two picks</source>
        <translation>Chọn hai người</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm. Tap a player again to unselect. You win with any side if you are alive at the end and both of them are dead.</source>
        <translation>Chạm vào hai người chơi khác còn sống, rồi bấm Xác nhận. Chạm lại để bỏ chọn. Bạn thắng cùng bất kỳ phe nào nếu cuối ván bạn còn sống và cả hai người đó đã chết.</translation>
    </message>
    <message>
        <source>Give the sign?</source>
        <translation>Ra dấu không?</translation>
    </message>
    <message>
        <source>Sign to call a second vote after tomorrow&apos;s vote (once a game). Skip keeps it.</source>
        <translation>Ra dấu để có thêm một lượt bỏ phiếu sau lượt bỏ phiếu ngày mai (một lần mỗi ván). Bỏ qua để giữ lại.</translation>
    </message>
    <message>
        <source>Block one player tonight</source>
        <translation>Chặn một người đêm nay</translation>
    </message>
    <message>
        <source>%1 Their power does nothing tonight. Not the same player two nights running.</source>
        <translation>%1 Đêm nay chức năng của họ không có tác dụng. Không được chọn cùng một người hai đêm liền.</translation>
    </message>
    <message>
        <source>Draw tonight&apos;s card</source>
        <translation>Rút lá bài đêm nay</translation>
    </message>
    <message>
        <source>Draw one of your cards at random: tonight you act as that role. Skip keeps them.</source>
        <translation>Rút ngẫu nhiên một trong các lá bài của bạn: đêm nay bạn làm chức năng đó. Bỏ qua để giữ lại.</translation>
    </message>
    <message>
        <source>Your rage: bite one player</source>
        <translation>Cơn giận: cắn một người</translation>
    </message>
    <message>
        <source>%1 Tonight you bite alone, then you wake with the pack.</source>
        <translation>%1 Đêm nay bạn cắn một mình, rồi thức dậy cùng bầy.</translation>
    </message>
    <message>
        <source>Choose the second victim</source>
        <translation>Chọn nạn nhân thứ hai</translation>
    </message>
    <message>
        <source>The wolf cub died: the pack bites twice tonight. Tap a player who is not a wolf and not the first victim, then Confirm.</source>
        <translation>Sói Con đã chết: đêm nay bầy cắn hai lần. Chạm vào một người không phải Sói và không phải nạn nhân thứ nhất, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Turn tonight&apos;s victim?</source>
        <translation>Biến nạn nhân đêm nay thành Sói?</translation>
    </message>
    <message>
        <source>Convert: if the bite lands, the victim becomes a wolf instead of dying. Skip lets the bite kill.</source>
        <translation>Biến thành Sói: nếu vết cắn trúng, nạn nhân thành Sói thay vì chết. Bỏ qua thì vết cắn giết người đó.</translation>
    </message>
    <message>
        <source>Your own victim</source>
        <translation>Nạn nhân của riêng bạn</translation>
    </message>
    <message>
        <source>A wolf has died: you bite a second player. Tap a player who is not a wolf and not already bitten tonight, then Confirm.</source>
        <translation>Một con Sói đã chết: bạn cắn thêm một người. Chạm vào một người không phải Sói và chưa bị cắn đêm nay, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Bite a wolf?</source>
        <translation>Cắn một con Sói?</translation>
    </message>
    <message>
        <source>Tap a wolf of the pack (not yourself) to kill them tonight, then Confirm, or Skip.</source>
        <translation>Chạm vào một con Sói trong bầy (không phải bạn) để giết nó đêm nay, rồi bấm Xác nhận, hoặc Bỏ qua.</translation>
    </message>
    <message>
        <source>Look for the seer</source>
        <translation>Tìm Tiên Tri</translation>
    </message>
    <message>
        <source>%1 You learn whether that player is the Seer.</source>
        <translation>%1 Bạn biết người đó có phải Tiên Tri không.</translation>
    </message>
    <message>
        <source>Burn a power</source>
        <translation>Đốt một chức năng</translation>
    </message>
    <message>
        <source>%1 That player&apos;s card loses its power for good tonight.</source>
        <translation>%1 Lá bài của người đó mất chức năng vĩnh viễn từ đêm nay.</translation>
    </message>
    <message>
        <source>Bite one player</source>
        <translation>Cắn một người</translation>
    </message>
    <message>
        <source>%1 Unless they are a wolf or die tonight, they become a vampire.</source>
        <translation>%1 Trừ khi họ là Sói hoặc chết đêm nay, họ sẽ thành Vampire.</translation>
    </message>
    <message>
        <source>Charm one player</source>
        <translation>Mê hoặc một người</translation>
    </message>
    <message>
        <source>Charm two players</source>
        <translation>Mê hoặc hai người</translation>
    </message>
    <message>
        <source>Tap the last uncharmed player, then Confirm.</source>
        <translation>Chạm vào người cuối cùng chưa bị mê hoặc, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Tap two other living players who are not charmed, then Confirm. Tap a player again to unselect.</source>
        <translation>Chạm vào hai người chơi khác còn sống chưa bị mê hoặc, rồi bấm Xác nhận. Chạm lại để bỏ chọn.</translation>
    </message>
    <message>
        <source>Look at one player&apos;s aura</source>
        <translation>Xem hào quang của một người</translation>
    </message>
    <message>
        <source>%1 You learn whether their card has a power.</source>
        <translation>%1 Bạn biết lá bài của họ có chức năng không.</translation>
    </message>
    <message>
        <source>Enchant one player</source>
        <translation>Yểm bùa một người</translation>
    </message>
    <message>
        <source>%1 If you are to die tonight, they die instead. Not the same player two nights running.</source>
        <translation>%1 Nếu đêm nay bạn phải chết, họ chết thay. Không được chọn cùng một người hai đêm liền.</translation>
    </message>
    <message>
        <source>Mark one player</source>
        <translation>Đánh dấu một người</translation>
    </message>
    <message>
        <source>%1 They start tomorrow&apos;s vote with two votes against them. Not the same player two nights running.</source>
        <translation>%1 Lượt bỏ phiếu ngày mai họ bắt đầu với hai phiếu chống. Không được chọn cùng một người hai đêm liền.</translation>
    </message>
    <message>
        <source>Send one player away</source>
        <translation>Đuổi một người đi</translation>
    </message>
    <message>
        <source>%1 They are away tomorrow: no speaking, no vote.</source>
        <translation>%1 Ngày mai họ vắng mặt: không được nói, không được bỏ phiếu.</translation>
    </message>
    <message>
        <source>Operate on two players</source>
        <translation>Phẫu thuật hai người</translation>
    </message>
    <message>
        <source>Tap two living players (yourself too), then Confirm. Tap a player again to unselect. A wolf and a villager: the villager dies; a wolf and a power role: the wolf dies; a villager and a power role: the power role dies.</source>
        <translation>Chạm vào hai người còn sống (cả bạn cũng được), rồi bấm Xác nhận. Chạm lại để bỏ chọn. Sói và Dân: Dân chết; Sói và Chức Năng: Sói chết; Dân và Chức Năng: Chức Năng chết.</translation>
    </message>
    <message>
        <source>Kill one player?</source>
        <translation>Giết một người?</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days. Tap another living player, then Confirm: they die tonight. Or Skip.</source>
        <translation>Hai ngày qua có %1 phiếu chống bạn. Chạm vào một người chơi khác còn sống, rồi bấm Xác nhận: người đó chết đêm nay. Hoặc Bỏ qua.</translation>
    </message>
    <message>
        <source>Your draughts</source>
        <translation>Các liều thuốc của bạn</translation>
    </message>
    <message>
        <source>Choose Stupor (they cannot speak tomorrow) or Restore (if they are the Witch, her used save potion comes back), tap another living player, then Confirm. Each draught works once a game.</source>
        <translation>Chọn Thuốc câm (ngày mai họ không được nói) hoặc Hồi phục (nếu họ là Phù Thủy, bình cứu đã dùng sẽ có lại), chạm vào một người chơi khác còn sống, rồi bấm Xác nhận. Mỗi liều chỉ dùng một lần mỗi ván.</translation>
    </message>
    <message>
        <source>You are the Ghost: a message</source>
        <translation>Bạn là Hồn Ma: một lời nhắn</translation>
    </message>
    <message>
        <source>Write a message for the village in the field below (at most 140 characters), then press Done. It is read out at dawn. Leave it empty to say nothing.</source>
        <translation>Viết lời nhắn cho làng vào ô bên dưới (tối đa 140 ký tự), rồi bấm Xong. Lời nhắn được đọc lúc bình minh. Để trống nếu không muốn nói gì.</translation>
    </message>
    <message>
        <source>Ask the spirits</source>
        <translation>Cầu hồn</translation>
    </message>
    <message>
        <source>Tap one of your cards, then the player it asks about, then Confirm; or Skip.</source>
        <translation>Chạm vào một lá bài của bạn, rồi chạm vào người chơi mà lá bài hỏi đến, rồi bấm Xác nhận; hoặc bấm Bỏ qua.</translation>
    </message>
    <message>
        <source>Play a card for the morning?</source>
        <translation>Dùng một lá cho buổi sáng?</translation>
    </message>
    <message>
        <source>Tap one of your cards, then Play: if you are alive at dawn, it is this dawn&apos;s event. Or keep them.</source>
        <translation>Chạm vào một lá bài của bạn, rồi bấm Dùng: nếu bạn còn sống lúc bình minh, lá đó là sự kiện của bình minh này. Hoặc giữ lại.</translation>
    </message>
    <message>
        <source>The spirits answer at dawn, for everyone to hear.</source>
        <translation>Các vong hồn trả lời vào lúc bình minh, cho mọi người cùng nghe.</translation>
    </message>
    <message>
        <source>Tap two other living players, then Confirm.</source>
        <translation>Chạm vào hai người chơi khác còn sống, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Tap a dead player, then Confirm.</source>
        <translation>Chạm vào một người chơi đã chết, rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>You cannot ask the spirits about yourself.</source>
        <translation>Bạn không thể hỏi các vong hồn về chính mình.</translation>
    </message>
    <message>
        <source>This card asks about a living player.</source>
        <translation>Lá bài này hỏi về một người còn sống.</translation>
    </message>
    <message>
        <source>This card asks about a dead player.</source>
        <translation>Lá bài này hỏi về một người đã chết.</translation>
    </message>
    <message>
        <source>Nobody can be asked about with this card tonight.</source>
        <translation>Đêm nay không có ai để hỏi bằng lá bài này.</translation>
    </message>
    <message>
        <source>You keep your cards.</source>
        <translation>Bạn giữ lại các lá bài.</translation>
    </message>
    <message>
        <source>You asked the spirits: %1</source>
        <translation>Bạn đã hỏi các vong hồn: %1</translation>
    </message>
    <message>
        <source>You play %1: if you are alive at dawn, it is this dawn&apos;s event.</source>
        <translation>Bạn dùng lá %1: nếu bạn còn sống lúc bình minh, lá đó là sự kiện của bình minh này.</translation>
    </message>
    <message>
        <source>%1 votes were cast against you over the last two days: you need 4 to kill.</source>
        <translation>Hai ngày qua có %1 phiếu chống bạn: cần 4 phiếu mới được giết.</translation>
    </message>
    <message>
        <source>You are now a wolf: you wake with the pack and win with the wolves.</source>
        <translation>Giờ bạn là Sói: bạn thức dậy cùng bầy và thắng cùng phe Sói.</translation>
    </message>
    <message>
        <source>You are now a vampire: you win with the vampires.</source>
        <translation>Giờ bạn là Vampire: bạn thắng cùng phe Vampire.</translation>
    </message>
    <message>
        <source>Your card changed: you are now the %1.</source>
        <translation>Lá bài của bạn đã đổi: giờ bạn là %1.</translation>
    </message>
    <message>
        <source>In the fog you see %1&apos;s card: the %2.</source>
        <translation>Trong sương mù bạn thấy lá bài của %1: %2.</translation>
    </message>
    <message>
        <source>You joined the wolves.</source>
        <translation>Bạn đã theo phe Sói.</translation>
    </message>
    <message>
        <source>You stay with the village.</source>
        <translation>Bạn ở lại phe Dân.</translation>
    </message>
    <message>
        <source>You drew the %1: tonight you act as the %1.</source>
        <translation>Bạn rút được %1: đêm nay bạn làm %1.</translation>
    </message>
    <message>
        <source>%1 is the Seer.</source>
        <translation>%1 là Tiên Tri.</translation>
    </message>
    <message>
        <source>%1 is not the Seer.</source>
        <translation>%1 không phải Tiên Tri.</translation>
    </message>
    <message>
        <source>%1&apos;s card has a power.</source>
        <translation>Lá bài của %1 có chức năng.</translation>
    </message>
    <message>
        <source>%1&apos;s card has no power.</source>
        <translation>Lá bài của %1 không có chức năng.</translation>
    </message>
    <message>
        <source>Your wolf brother: %1.</source>
        <translation>Anh em Sói của bạn: %1.</translation>
    </message>
    <message>
        <source>The wolves: %1. You win with them, but they do not know you.</source>
        <translation>Bầy Sói: %1. Bạn thắng cùng họ, nhưng họ không biết bạn.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>Các Vampire: %1.</translation>
    </message>
    <message>
        <source>The charmed: %1.</source>
        <translation>Những người bị mê hoặc: %1.</translation>
    </message>
    <message>
        <source>New in the pack tonight: %1.</source>
        <translation>Mới vào bầy đêm nay: %1.</translation>
    </message>
    <message>
        <source>The second victim: %1.</source>
        <translation>Nạn nhân thứ hai: %1.</translation>
    </message>
    <message>
        <source>No second victim tonight.</source>
        <translation>Đêm nay không có nạn nhân thứ hai.</translation>
    </message>
    <message>
        <source>The wolves: %1.</source>
        <translation>Bầy Sói: %1.</translation>
    </message>
    <message>
        <source>Your companion: %1.</source>
        <translation>Bạn đồng hành của bạn: %1.</translation>
    </message>
    <message>
        <source>Your model: %1.</source>
        <translation>Người bạn theo: %1.</translation>
    </message>
    <message>
        <source>Your picks: %1.</source>
        <translation>Hai người bạn chọn: %1.</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Một lá bài úp</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your lover: %1.</source>
        <translation>Người yêu của bạn: %1.</translation>
    </message>
    <message>
        <source>Your brothers: %1.</source>
        <translation>Anh em của bạn: %1.</translation>
    </message>
    <message>
        <source>Night %1: a wolf among %2</source>
        <translation>Đêm %1: có Sói trong %2</translation>
    </message>
    <message>
        <source>Night %1: no wolf among %2</source>
        <translation>Đêm %1: không có Sói trong %2</translation>
    </message>
    <message>
        <source>Night %1: you saw the wolf %2</source>
        <translation>Đêm %1: bạn thấy Sói %2</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>Tap any living player (yourself too), then Confirm, or Abstain. The most votes wins; a tie is drawn at random.</source>
        <translation>Chạm vào một người còn sống (có thể là chính bạn) rồi bấm Xác nhận, hoặc bỏ phiếu trắng. Ai nhiều phiếu nhất sẽ thắng; nếu hòa thì bốc thăm.</translation>
    </message>
    <message>
        <source>%1 is on trial: kill or spare?</source>
        <translation>%1 lên giàn: giết hay cứu?</translation>
    </message>
    <message>
        <source>Choose Kill or Spare, then Confirm, or Abstain. More kills than spares: the accused is hanged; otherwise they live.</source>
        <translation>Chọn Giết hoặc Cứu rồi bấm Xác nhận, hoặc bỏ phiếu trắng. Phiếu Giết nhiều hơn phiếu Cứu thì người lên giàn bị treo cổ; nếu không thì sống.</translation>
    </message>
    <message>
        <source>Tap another living player, then Confirm, or Abstain. The player most pointed at goes on trial if more than half of the living point at them.</source>
        <translation>Chạm vào một người khác còn sống rồi bấm Xác nhận, hoặc bỏ phiếu trắng. Người bị chỉ nhiều nhất sẽ lên giàn nếu hơn một nửa số người sống chỉ vào họ.</translation>
    </message>
</context>
<context>
    <name>ConfessionScreen</name>
    <message>
        <source>Confession</source>
        <translation>Lời Thú Tội</translation>
    </message>
    <message>
        <source>Remember it, press Done, and put the laptop back in the middle.</source>
        <translation>Hãy nhớ, bấm Xong, rồi đặt máy lại giữa bàn.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Hide (Esc)</source>
        <translation>Ẩn (Esc)</translation>
    </message>
    <message>
        <source>%1 is on the side of %2.</source>
        <translation>%1 thuộc phe %2.</translation>
    </message>
</context>
<context>
    <name>Copy</name>
    <message>
        <source>You never wake up as this role, but you have its power and goal.</source>
        <translation>Bạn không bao giờ thức dậy với vai này, nhưng bạn có năng lực và mục tiêu của nó.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires to give the Vampire mark.</source>
        <translation>Bạn sẽ thức dậy cùng các ma cà rồng để trao Dấu Hiệu Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>You will wake up with the vampires, then give your own Fear mark.</source>
        <translation>Bạn sẽ thức dậy cùng các ma cà rồng, rồi trao Dấu Hiệu Sợ Hãi của riêng bạn.</translation>
    </message>
    <message>
        <source>You will wake up with the werewolves.</source>
        <translation>Bạn sẽ thức dậy cùng bầy sói.</translation>
    </message>
    <message>
        <source>You are a werewolf who never wakes up: you raise your thumb for the other wolves.</source>
        <translation>Bạn là một con sói không bao giờ thức dậy: bạn giơ ngón cái cho các con sói khác.</translation>
    </message>
    <message>
        <source>You will wake up with the Minion to see the werewolves.</source>
        <translation>Bạn sẽ thức dậy cùng Tay Sai để xem ai là ma sói.</translation>
    </message>
    <message>
        <source>You will wake up with the masons.</source>
        <translation>Bạn sẽ thức dậy cùng các Thợ Hồ.</translation>
    </message>
    <message>
        <source>You will wake up right after the Pickpocket.</source>
        <translation>Bạn sẽ thức dậy ngay sau Kẻ Móc Túi.</translation>
    </message>
    <message>
        <source>This role has no night action: you now have its power and goal.</source>
        <translation>Vai này không có hành động ban đêm: giờ bạn có năng lực và mục tiêu của nó.</translation>
    </message>
    <message>
        <source>You will wake up later as the Doppelgänger-%1.</source>
        <translation>Bạn sẽ thức dậy sau, trong vai Kẻ Song Trùng-%1.</translation>
    </message>
</context>
<context>
    <name>Countdown</name>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 phút</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Hết giờ!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Đã xảy ra lỗi</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Đã xảy ra lỗi — ván chơi của bạn đã được lưu.</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Chi tiết đã được ghi vào %1.</translation>
    </message>
    <message>
        <source>You can keep playing. If something looks wrong, quit and resume the game from the start screen.</source>
        <translation>Bạn có thể chơi tiếp. Nếu thấy có gì không ổn, hãy thoát rồi chơi tiếp ván đang dở từ màn hình bắt đầu.</translation>
    </message>
</context>
<context>
    <name>CrierScreen</name>
    <message>
        <source>The town crier may play one of the job&apos;s cards at night: it becomes the next dawn&apos;s event. The captain names whoever he likes, or keeps the crier as he is.</source>
        <translation>Người loan tin có thể dùng một lá bài của chức vụ vào ban đêm: nó thành sự kiện của sáng hôm sau. Trưởng làng chọn ai tùy ý, hoặc giữ nguyên người loan tin.</translation>
    </message>
    <message>
        <source>Captain %1, name the town crier</source>
        <translation>Trưởng làng %1, hãy chọn người loan tin</translation>
    </message>
    <message>
        <source>The job&apos;s cards: %1</source>
        <translation>Các lá bài của chức vụ: %1</translation>
    </message>
    <message>
        <source>The job&apos;s cards are all played.</source>
        <translation>Các lá bài của chức vụ đã dùng hết.</translation>
    </message>
    <message>
        <source>Keep %1 as the town crier</source>
        <translation>Giữ %1 làm người loan tin</translation>
    </message>
    <message>
        <source>Name nobody for now</source>
        <translation>Tạm thời không chọn ai</translation>
    </message>
</context>
<context>
    <name>CurtainScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Về menu</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to open.</source>
        <translation>Chỉ người này được xem. Nhấn giữ mặt trăng để mở.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Chuyển cho %1</translation>
    </message>
    <message>
        <source>%1 is dead — pass on</source>
        <translation>%1 đã chết — chuyển tiếp</translation>
    </message>
    <message>
        <source>A short pause, as long as anyone&apos;s turn: press and hold the moon, then pass the laptop on.</source>
        <translation>Một quãng nghỉ ngắn, dài bằng lượt của mọi người: nhấn giữ mặt trăng, rồi chuyền máy cho người kế tiếp.</translation>
    </message>
</context>
<context>
    <name>DayScreen</name>
    <message>
        <source>Good morning! Everyone wakes up.</source>
        <translation>Chào buổi sáng! Mọi người thức dậy.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle. Talk: who is a monster? Anyone may claim anything. When time is up, everyone points at someone.</source>
        <translation>Đặt máy ở giữa bàn. Thảo luận: ai là quái vật? Ai cũng có thể nói bất cứ điều gì. Hết giờ, mọi người chỉ vào một người.</translation>
    </message>
    <message>
        <source>Discussion time left</source>
        <translation>Thời gian thảo luận còn lại</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 phút</translation>
    </message>
    <message>
        <source>Vote now</source>
        <translation>Bỏ phiếu ngay</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Thảo luận</translation>
    </message>
    <message>
        <source>Roles in this game</source>
        <translation>Các vai trong ván này</translation>
    </message>
    <message>
        <source>Time is up!</source>
        <translation>Hết giờ!</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>DealScreen</name>
    <message>
        <source>The deal</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <source>The app deals: hand each player the card shown</source>
        <translation>Ứng dụng chia bài: đưa cho mỗi người lá bài hiện bên cạnh</translation>
    </message>
    <message>
        <source>We dealt our own cards: enter who holds what</source>
        <translation>Chúng tôi tự chia bài: nhập ai giữ lá nào</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Lá bài</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Chia lại</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Start the first night</source>
        <translation>Bắt đầu đêm đầu tiên</translation>
    </message>
    <message>
        <source>Only the moderator looks: give each player, face down, the card beside their name. Put the spare cards and the cards set aside face down in the middle.</source>
        <translation>Chỉ Quản Trò được xem: úp và đưa cho mỗi người lá bài bên cạnh tên họ. Đặt úp các lá dư và các lá để riêng ở giữa bàn.</translation>
    </message>
    <message>
        <source>Deal your own cards, then enter the card each player holds (the moderator looks at them, or each player shows theirs in turn).</source>
        <translation>Tự chia bài của các bạn, rồi nhập lá bài mỗi người đang giữ (Quản Trò xem bài, hoặc từng người lần lượt cho Quản Trò xem).</translation>
    </message>
    <message>
        <source>Spare cards (for the Thief): %1.</source>
        <translation>Các lá dư (cho Kẻ Trộm): %1.</translation>
    </message>
    <message>
        <source>Set aside (the Actor&apos;s, the Drunk&apos;s): %1.</source>
        <translation>Để riêng (của Diễn Viên, của Say Rượu): %1.</translation>
    </message>
    <message>
        <source>The Sectarian&apos;s group: %1 (announce it).</source>
        <translation>Nhóm của Bô Lão: %1 (hãy thông báo).</translation>
    </message>
    <message>
        <source>— choose —</source>
        <translation>— chọn —</translation>
    </message>
    <message>
        <source>Spare card %1</source>
        <translation>Lá dư %1</translation>
    </message>
    <message>
        <source>Enter every player&apos;s card.</source>
        <translation>Hãy nhập lá bài của mọi người chơi.</translation>
    </message>
    <message>
        <source>%1 × %2 too many</source>
        <translation>thừa %1 lá %2</translation>
    </message>
    <message>
        <source>%1 × %2 missing</source>
        <translation>thiếu %1 lá %2</translation>
    </message>
    <message>
        <source>These cards are not the deck&apos;s: %1.</source>
        <translation>Các lá này không khớp với bộ bài: %1.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Game:</source>
        <translation>Ván chơi:</translation>
    </message>
    <message>
        <source>Standard (8 or 9)</source>
        <translation>Chuẩn (8 hoặc 9)</translation>
    </message>
    <message>
        <source>Extended (8 to 18)</source>
        <translation>Mở rộng (8 đến 18)</translation>
    </message>
    <message>
        <source>The fixed deal of 8 or 9 players</source>
        <translation>Bộ bài cố định cho 8 hoặc 9 người chơi</translation>
    </message>
    <message>
        <source>Build your own deck for 8 to 18 players, with more roles and rules</source>
        <translation>Tự chọn bộ bài cho 8 đến 18 người chơi, với thêm vai và luật</translation>
    </message>
    <message>
        <source>The standard deal: with 8 players 2 wolves, with 9 players 3 wolves; always a seer, a bodyguard, a witch, a hunter and 2 villagers. Roles are dealt at random: a portrait changes only the picture.</source>
        <translation>Bộ bài chuẩn: 8 người có 2 Sói, 9 người có 3 Sói; luôn có Tiên Tri, Bảo Vệ, Phù Thủy, Thợ Săn và 2 Dân Làng. Vai được chia ngẫu nhiên: chân dung chỉ đổi hình.</translation>
    </message>
    <message>
        <source>Suggested deck</source>
        <translation>Bộ bài gợi ý</translation>
    </message>
    <message>
        <source>Suggest a deck…</source>
        <translation>Gợi ý bộ bài…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n người chơi</numerusform>
        </translation>
    </message>
    <message>
        <source>A preset with both waves</source>
        <translation>Bộ bài gợi ý có cả hai đợt vai</translation>
    </message>
    <message>
        <source>A ready deck that mixes the first roles with the newer ones</source>
        <translation>Một bộ bài sẵn trộn các vai đầu tiên với các vai mới</translation>
    </message>
    <message>
        <source>Both waves…</source>
        <translation>Cả hai đợt vai…</translation>
    </message>
    <message>
        <source>With the Actor, three cards from the Seer, Aura Seer, Fox, Bodyguard, Raven, Old Hag, Mad Doctor and Enchanter left out of the deck are set aside for him at random; nobody else sees which.</source>
        <translation>Có Diễn Viên thì ba lá ngẫu nhiên trong số Tiên Tri, Tiên Tri Thối, Hồ Ly, Bảo Vệ, Con Quạ, Bà Da Đen, Bác Sỹ Điên và Cổ Hoặc Sư không có trong bộ bài được để riêng cho anh ấy; không ai khác biết đó là lá nào.</translation>
    </message>
    <message>
        <source>With the Drunk, one more card is set aside for him at random (never a card that sets up the first night); he becomes it on the third night.</source>
        <translation>Có Say Rượu thì một lá nữa được để riêng cho anh ấy một cách ngẫu nhiên (không bao giờ là lá chuẩn bị cho đêm đầu); anh ấy trở thành lá đó vào đêm thứ ba.</translation>
    </message>
    <message>
        <source>With the Sectarian, the table is split at random into two groups, shown to everyone at the start, his own among them.</source>
        <translation>Có Bô Lão thì cả bàn được chia ngẫu nhiên thành hai nhóm, cho mọi người xem lúc bắt đầu, ông ấy thuộc một trong hai nhóm.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player and the thief&apos;s 2 spare cards), %n of them wolves.</source>
        <translation>
            <numerusform>%1 lá trên %2 lá cần (mỗi người một lá và 2 lá dư của Kẻ Trộm), trong đó %n Sói.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cards of %2 needed (one per player), %n of them wolves.</source>
        <translation>
            <numerusform>%1 lá trên %2 lá cần (mỗi người một lá), trong đó %n Sói.</numerusform>
        </translation>
    </message>
    <message>
        <source>About a third wolves, a third roles with a power, the rest villagers.</source>
        <translation>Khoảng một phần ba Sói, một phần ba dân có chức năng, còn lại là Dân Làng.</translation>
    </message>
    <message>
        <source>With the thief the deck holds two more cards than there are players: they stay face down as his two spare cards. On the first night he may take one of them instead of his own; if one is a wolf, he must take it.</source>
        <translation>Có Kẻ Trộm thì bộ bài nhiều hơn số người chơi hai lá: hai lá dư úp xuống cho Kẻ Trộm. Đêm đầu tiên anh được lấy một trong hai lá thay cho lá của mình; nếu có một lá là Sói, anh bắt buộc phải lấy Sói.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Vote: the most votes is hanged</source>
        <translation>Bỏ phiếu: nhiều phiếu nhất bị treo cổ</translation>
    </message>
    <message>
        <source>Vote: point, then a trial</source>
        <translation>Bỏ phiếu: chỉ tay, rồi xử án</translation>
    </message>
    <message>
        <source>Every player votes; the player with the most votes is hanged.</source>
        <translation>Mọi người bỏ phiếu; người nhiều phiếu nhất bị treo cổ.</translation>
    </message>
    <message>
        <source>Whoever more than half the table points at goes on trial; then everyone votes to kill or spare.</source>
        <translation>Ai bị quá nửa bàn chỉ tay sẽ lên giàn; rồi mọi người bỏ phiếu treo cổ hay tha.</translation>
    </message>
    <message>
        <source>The standard game needs 8 or 9 players.</source>
        <translation>Ván tiêu chuẩn cần 8 hoặc 9 người chơi.</translation>
    </message>
</context>
<context>
    <name>Did</name>
    <message>
        <source>You took a fresh Clarity mark.</source>
        <translation>Bạn đã nhận một Dấu Hiệu Trong Sạch mới.</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>Bạn chọn không làm gì.</translation>
    </message>
    <message>
        <source>your own card</source>
        <translation>lá bài của chính bạn</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>lá bài của %1</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to %1.</source>
        <translation>Các ma cà rồng đã trao Dấu Hiệu Ma Cà Rồng cho %1.</translation>
    </message>
    <message>
        <source>You gave the Fear mark to %1.</source>
        <translation>Bạn đã trao Dấu Hiệu Sợ Hãi cho %1.</translation>
    </message>
    <message>
        <source>You gave the Disease mark to %1.</source>
        <translation>Bạn đã trao Dấu Hiệu Bệnh Tật cho %1.</translation>
    </message>
    <message>
        <source>You gave Love marks to %1 and %2.</source>
        <translation>Bạn đã trao Dấu Hiệu Tình Yêu cho %1 và %2.</translation>
    </message>
    <message>
        <source>You gave the Traitor mark to %1.</source>
        <translation>Bạn đã trao Dấu Hiệu Phản Bội cho %1.</translation>
    </message>
    <message>
        <source>You took a fresh Clarity mark and gave one to %1.</source>
        <translation>Bạn đã nhận một Dấu Hiệu Trong Sạch mới và trao một cái cho %1.</translation>
    </message>
    <message>
        <source>You gave the Assassin mark to %1.</source>
        <translation>Bạn đã trao Dấu Hiệu Sát Thủ cho %1.</translation>
    </message>
    <message>
        <source>You put your shield on %1&apos;s card: nobody may look at it or move it now.</source>
        <translation>Bạn đã đặt khiên lên lá bài của %1: giờ không ai được xem hay di chuyển nó.</translation>
    </message>
    <message>
        <source>You swapped the wolf card with %1&apos;s card, without looking.</source>
        <translation>Bạn đã đổi lá sói với lá bài của %1 mà không xem.</translation>
    </message>
    <message>
        <source>You tapped %1 on the shoulder.</source>
        <translation>Bạn đã vỗ vai %1.</translation>
    </message>
    <message>
        <source>You swapped your card with %1&apos;s card.</source>
        <translation>Bạn đã đổi lá bài của mình với lá bài của %1.</translation>
    </message>
    <message>
        <source>You swapped %1 with %2, without looking again.</source>
        <translation>Bạn đã đổi %1 với %2, không xem lại.</translation>
    </message>
    <message>
        <source>You swapped your mark with %1&apos;s mark.</source>
        <translation>Bạn đã đổi dấu hiệu của mình với dấu hiệu của %1.</translation>
    </message>
    <message>
        <source>You swapped the cards of %1 and %2, without looking.</source>
        <translation>Bạn đã đổi lá bài của %1 và %2 mà không xem.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the left.</source>
        <translation>Bạn đã chuyển lá bài của mọi người khác sang trái một chỗ.</translation>
    </message>
    <message>
        <source>You moved everyone else&apos;s card one seat to the right.</source>
        <translation>Bạn đã chuyển lá bài của mọi người khác sang phải một chỗ.</translation>
    </message>
    <message>
        <source>You swapped the marks of %1 and %2, without looking.</source>
        <translation>Bạn đã đổi dấu hiệu của %1 và %2 mà không xem.</translation>
    </message>
    <message>
        <source>You swapped your card with %1. You do not know your new card.</source>
        <translation>Bạn đã đổi lá bài của mình với %1. Bạn không biết lá bài mới của mình.</translation>
    </message>
    <message>
        <source>You turned %1&apos;s card face up.</source>
        <translation>Bạn đã lật ngửa lá bài của %1.</translation>
    </message>
    <message>
        <source>You put a face-down artifact on %1.</source>
        <translation>Bạn đã đặt một cổ vật úp lên %1.</translation>
    </message>
</context>
<context>
    <name>Do</name>
    <message>
        <source>Look at one centre card: you become that role for the whole game.</source>
        <translation>Xem một lá ở giữa: bạn trở thành vai đó suốt ván.</translation>
    </message>
    <message>
        <source>Look at another player&apos;s card: you become that role.</source>
        <translation>Xem lá bài của một người khác: bạn trở thành vai đó.</translation>
    </message>
    <message>
        <source>Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Trao Dấu Hiệu Ma Cà Rồng cho một người không phải ma cà rồng.</translation>
    </message>
    <message>
        <source>Give the Fear mark to a player who is not a vampire. They will not wake up tonight.</source>
        <translation>Trao Dấu Hiệu Sợ Hãi cho một người không phải ma cà rồng. Đêm nay người đó sẽ không thức dậy.</translation>
    </message>
    <message>
        <source>Give the Disease mark to your left or right neighbour.</source>
        <translation>Trao Dấu Hiệu Bệnh Tật cho người ngồi bên trái hoặc bên phải bạn.</translation>
    </message>
    <message>
        <source>You may give Love marks to two players (yourself too). Choose two players, or skip.</source>
        <translation>Bạn có thể trao Dấu Hiệu Tình Yêu cho hai người (kể cả bạn). Chọn hai người, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may give the Traitor mark to any player (yourself too), or skip.</source>
        <translation>Bạn có thể trao Dấu Hiệu Phản Bội cho bất kỳ ai (kể cả bạn), hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>Give the Assassin mark to any player (yourself too).</source>
        <translation>Trao Dấu Hiệu Sát Thủ cho bất kỳ ai (kể cả bạn).</translation>
    </message>
    <message>
        <source>No Assassin woke up. Give the Assassin mark to any player (yourself too).</source>
        <translation>Không có Sát Thủ nào thức dậy. Trao Dấu Hiệu Sát Thủ cho bất kỳ ai (kể cả bạn).</translation>
    </message>
    <message>
        <source>You may put your shield on another player&apos;s card, or skip.</source>
        <translation>Bạn có thể đặt khiên lên lá bài của một người khác, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You are the only werewolf awake. You may look at one centre card (the wolf card too, if there is one), or skip.</source>
        <translation>Bạn là con sói duy nhất thức. Bạn có thể xem một lá ở giữa (cả lá sói, nếu có), hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with the card of a player who is not a werewolf, without looking.</source>
        <translation>Đổi lá sói (đặt riêng ở giữa) với lá bài của một người không phải ma sói, không được xem.</translation>
    </message>
    <message>
        <source>Swap the wolf card (set apart in the centre) with another player&apos;s card, without looking.</source>
        <translation>Đổi lá sói (đặt riêng ở giữa) với lá bài của một người khác, không được xem.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or skip.</source>
        <translation>Bạn có thể xem lá bài của một người khác, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>Tap the shoulder of your left or right neighbour.</source>
        <translation>Vỗ vai người ngồi bên trái hoặc bên phải bạn.</translation>
    </message>
    <message>
        <source>You may look at another player&apos;s card, or at two centre cards, or skip.</source>
        <translation>Bạn có thể xem lá bài của một người khác, hoặc hai lá ở giữa, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may look at one centre card, or skip.</source>
        <translation>Bạn có thể xem một lá ở giữa, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, tanner or vampire stops you and turns you into one.</source>
        <translation>Bạn có thể xem tối đa hai lá bài của người khác, từng lá một. Thấy ma sói, chán đời hay ma cà rồng thì bạn phải dừng và trở thành vai đó.</translation>
    </message>
    <message>
        <source>You may look at one player&apos;s card and a different player&apos;s mark: click a card, a mark token, or both.</source>
        <translation>Bạn có thể xem lá bài của một người và dấu hiệu của một người khác: bấm vào một lá bài, một dấu hiệu, hoặc cả hai.</translation>
    </message>
    <message>
        <source>You may swap your card with another player&apos;s card and look at your new card, or skip.</source>
        <translation>Bạn có thể đổi lá bài của mình với lá của người khác và xem lá mới, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may look at a centre card. If you do, you must swap it with any player&apos;s card (yours too).</source>
        <translation>Bạn có thể xem một lá ở giữa. Nếu xem, bạn phải đổi nó với lá bài của một người bất kỳ (kể cả bạn).</translation>
    </message>
    <message>
        <source>You may swap your mark with another player&apos;s mark and look at your new mark, or skip.</source>
        <translation>Bạn có thể đổi dấu hiệu của mình với dấu hiệu của người khác và xem dấu hiệu mới, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may swap the cards of two other players, or skip.</source>
        <translation>Bạn có thể đổi lá bài của hai người khác, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may move every other player&apos;s card one seat to the left or to the right, or skip.</source>
        <translation>Bạn có thể chuyển lá bài của mọi người khác sang trái hoặc sang phải một chỗ, hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>You may swap two players&apos; cards (click two cards) or two players&apos; marks (click two mark tokens), or skip.</source>
        <translation>Bạn có thể đổi lá bài của hai người (bấm hai lá bài) hoặc dấu hiệu của hai người (bấm hai dấu hiệu), hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>Swap your card with a centre card. You will not see your new card.</source>
        <translation>Đổi lá bài của bạn với một lá ở giữa. Bạn sẽ không thấy lá mới.</translation>
    </message>
    <message>
        <source>Now swap that centre card with any player&apos;s card (yours too): click the player. You will not see the card that goes to the centre.</source>
        <translation>Giờ hãy đổi lá giữa đó với lá bài của một người bất kỳ (kể cả bạn): bấm vào người đó. Bạn sẽ không thấy lá bài đi vào giữa.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Bấm Xác nhận.</translation>
    </message>
    <message>
        <source>You may look at a second card, or press Confirm to stop here.</source>
        <translation>Bạn có thể xem lá thứ hai, hoặc bấm Xác nhận để dừng ở đây.</translation>
    </message>
    <message>
        <source>You may turn another player&apos;s card face up. A monster or tanner goes back face down.</source>
        <translation>Bạn có thể lật ngửa lá bài của một người khác. Quái vật hay chán đời sẽ bị úp lại.</translation>
    </message>
    <message>
        <source>You may put an artifact on any player&apos;s card (yours too), or skip.</source>
        <translation>Bạn có thể đặt một cổ vật lên lá bài của bất kỳ ai (kể cả bạn), hoặc bỏ qua.</translation>
    </message>
    <message>
        <source>Make your choice on the table.</source>
        <translation>Hãy chọn trên bàn.</translation>
    </message>
    <message>
        <source>You take a fresh Clarity mark. You may also give one to another player: tap them, or tap Nothing to keep it at that.</source>
        <translation>Bạn nhận một Dấu Hiệu Trong Sạch mới. Bạn cũng có thể trao một cái cho người khác: chạm vào họ, hoặc chạm Không làm gì để chỉ nhận cho mình.</translation>
    </message>
    <message>
        <source>The Seer and the Apprentice Seer raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>Tiên Tri và Tiên Tri Tập Sự giơ ngón cái cho bạn. Chạm vào một lá bài bất kỳ để xem cả lá bài của họ, hoặc Không làm gì để chỉ biết họ là ai; rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>The werewolves raise a thumb for you. Tap any card to also look at their cards, or Nothing to only see who they are; then press Confirm.</source>
        <translation>Bầy sói giơ ngón cái cho bạn. Chạm vào một lá bài bất kỳ để xem cả lá bài của họ, hoặc Không làm gì để chỉ biết họ là ai; rồi bấm Xác nhận.</translation>
    </message>
</context>
<context>
    <name>DrawScreen</name>
    <message>
        <source>Turn the card over</source>
        <translation>Lật lá bài</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>Dawn of Night %1: the New Moon</source>
        <translation>Bình minh sau Đêm %1: Trăng Non</translation>
    </message>
    <message>
        <source>%1, the town crier, plays a card</source>
        <translation>%1, người loan tin, dùng một lá bài</translation>
    </message>
    <message>
        <source>%1 draws the card</source>
        <translation>%1 bốc lá bài</translation>
    </message>
    <message>
        <source>%1, tap to turn it over for everyone.</source>
        <translation>%1, chạm để lật bài cho mọi người xem.</translation>
    </message>
    <message>
        <source>%1 drew: %2</source>
        <translation>%1 bốc được: %2</translation>
    </message>
    <message>
        <source>The town crier %1 played: %2</source>
        <translation>Người loan tin %1 đã dùng: %2</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>Sang bình minh</translation>
    </message>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Đưa máy cho %1</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 bốc được %2.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>Toàn bộ ván chơi</translation>
    </message>
    <message>
        <source>The end (%1)</source>
        <translation>Kết thúc (%1)</translation>
    </message>
    <message>
        <source>Winners: %1.</source>
        <translation>Người thắng: %1.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Không ai thắng.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>The Ghost&apos;s message (at most 140 characters)</source>
        <translation>Lời nhắn của Hồn Ma (tối đa 140 ký tự)</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Không làm gì</translation>
    </message>
    <message>
        <source>Nobody was pointed at, or the player did nothing</source>
        <translation>Không ai bị chỉ, hoặc người chơi không làm gì</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Ghi lại</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>đã chết</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>còn sống</translation>
    </message>
    <message>
        <source>The wolves point together: %1</source>
        <translation>Bầy Sói cùng chỉ: %1</translation>
    </message>
    <message>
        <source>The Hunter is dead: tap the player he shoots, then Record; Nothing if he does not.</source>
        <translation>Thợ Săn đã chết: chạm vào người anh ta bắn, rồi Ghi lại; Không làm gì nếu anh ta không bắn.</translation>
    </message>
    <message>
        <source>The Avenger is dead: tap the player he takes with him, then Record; Nothing if he does not.</source>
        <translation>Kẻ Báo Thù đã chết: chạm vào người anh ta kéo theo, rồi Ghi lại; Không làm gì nếu anh ta không chọn ai.</translation>
    </message>
    <message>
        <source>The Scapegoat died for the tie: tap the player who goes on trial tomorrow, then Record; or Nothing.</source>
        <translation>Oan Nhân chết vì hòa phiếu: chạm vào người sẽ lên giàn ngày mai, rồi Ghi lại; hoặc Không làm gì.</translation>
    </message>
    <message>
        <source>The captain is dead: tap the new captain he names, then Record; or Nothing.</source>
        <translation>Trưởng Làng đã chết: chạm vào người ông ấy chọn kế nhiệm, rồi Ghi lại; hoặc Không làm gì.</translation>
    </message>
    <message>
        <source>The Servant may reveal herself and take the hanged player&apos;s card: tap the hanged player, then Record; Nothing if she does not.</source>
        <translation>Hầu Gái có thể lật bài và nhận lá bài của người bị treo: chạm vào người bị treo, rồi Ghi lại; Không làm gì nếu cô ấy không làm.</translation>
    </message>
    <message>
        <source>A tie: tap the player the captain names among the tied, then Record; Nothing leaves the tie.</source>
        <translation>Hòa phiếu: chạm vào người Trưởng Làng chọn trong số những người hòa, rồi Ghi lại; Không làm gì thì giữ nguyên kết quả hòa.</translation>
    </message>
    <message>
        <source>The captain names the town crier: tap that player, then Record; Nothing keeps the job as it is.</source>
        <translation>Trưởng Làng chọn người loan tin: chạm vào người đó, rồi Ghi lại; Không làm gì thì giữ nguyên.</translation>
    </message>
    <message>
        <source>Before the vote the Cavalier may challenge a player: tap that player, then Record; Nothing if he does not.</source>
        <translation>Trước khi bỏ phiếu, Kỵ Sỹ có thể thách đấu một người: chạm vào người đó, rồi Ghi lại; Không làm gì nếu anh ta không thách.</translation>
    </message>
    <message>
        <source>Tap the two players pointed at, then Record.</source>
        <translation>Chạm vào hai người bị chỉ, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the players pointed at (two, or one when only one is left), then Record.</source>
        <translation>Chạm vào những người bị chỉ (hai người, hoặc một khi chỉ còn một), rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the spare card the Thief takes, then Record.</source>
        <translation>Chạm vào lá dư Kẻ Trộm lấy, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Save tonight&apos;s victim, or poison a player (tap Poison, then the player), then Record.</source>
        <translation>Cứu nạn nhân đêm nay, hoặc đầu độc một người (bấm Đầu độc, rồi chạm vào người đó), rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the button if the player says yes, then Record; else Nothing.</source>
        <translation>Bấm nút nếu người chơi đồng ý, rồi Ghi lại; nếu không thì Không làm gì.</translation>
    </message>
    <message>
        <source>Tap the side the player chose, then Record.</source>
        <translation>Chạm vào phe người chơi đã chọn, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the draught, then the player, then Record.</source>
        <translation>Chạm vào bình thuốc, rồi người chơi, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Type the Ghost&apos;s message, then Record.</source>
        <translation>Gõ lời nhắn của Hồn Ma, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the spirit card the Gypsy chose, then the player(s), then Record.</source>
        <translation>Chạm vào lá Cầu Hồn Cô Gái Digan đã chọn, rồi người (hoặc hai người) được hỏi, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the card the Town Crier plays for the morning, then Record.</source>
        <translation>Chạm vào lá bài Người Loan Tin chơi cho buổi sáng, rồi Ghi lại.</translation>
    </message>
    <message>
        <source>Tap the player pointed at, then Record. Nobody pointed: Nothing.</source>
        <translation>Chạm vào người bị chỉ, rồi Ghi lại. Không ai bị chỉ: Không làm gì.</translation>
    </message>
    <message>
        <source>Card %1: %2</source>
        <translation>Lá %1: %2</translation>
    </message>
    <message>
        <source>Save the victim</source>
        <translation>Cứu nạn nhân</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Đầu độc</translation>
    </message>
    <message>
        <source>Save and poison</source>
        <translation>Cứu và đầu độc</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>Hé mắt nhìn</translation>
    </message>
    <message>
        <source>Give the sign</source>
        <translation>Ra ám hiệu</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Rút một lá</translation>
    </message>
    <message>
        <source>Turn the victim</source>
        <translation>Biến nạn nhân thành Sói</translation>
    </message>
    <message>
        <source>The wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>The village</source>
        <translation>Phe Dân làng</translation>
    </message>
    <message>
        <source>Stupor</source>
        <translation>Thuốc câm</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Hồi phục</translation>
    </message>
    <message>
        <source>To record: %1</source>
        <translation>Sẽ ghi: %1</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>vampire</source>
        <translation>ma cà rồng</translation>
    </message>
    <message>
        <source>Vampire mark</source>
        <translation>Dấu Ma Cà Rồng</translation>
    </message>
    <message>
        <source>werewolf</source>
        <translation>ma sói</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Sói Ngái Ngủ</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Thợ Hồ</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>người yêu</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Tiên Tri</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
    <message>
        <source>looked or moved</source>
        <translation>đã xem hoặc di chuyển</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Quái Vật</translation>
    </message>
    <message>
        <source>%1 mark</source>
        <translation>Dấu %1</translation>
    </message>
</context>
<context>
    <name>HoldRing</name>
    <message>
        <source>Press and hold to open</source>
        <translation>Nhấn giữ để mở</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass the Night</source>
        <translation>Chuyền Đêm</translation>
    </message>
    <message>
        <source>The game is over. Its results stay saved until the next game starts: choose See the last game&apos;s results on the start screen.</source>
        <translation>Ván chơi đã kết thúc. Kết quả vẫn được lưu đến khi bắt đầu ván mới: ở màn hình đầu, chọn Xem lại kết quả ván vừa chơi.</translation>
    </message>
    <message>
        <source>The game stays saved: choose Resume game in progress on the start screen to come back to where you were.</source>
        <translation>Ván chơi vẫn được lưu: ở màn hình đầu, chọn Chơi tiếp ván đang dở để quay lại đúng chỗ này.</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Ở lại đây</translation>
    </message>
    <message>
        <source>Quit Pass the Night?</source>
        <translation>Thoát Chuyền Đêm?</translation>
    </message>
    <message>
        <source>The game stays saved: start Pass the Night again and choose Resume game in progress.</source>
        <translation>Ván chơi vẫn được lưu: mở lại Chuyền Đêm và chọn Chơi tiếp ván đang dở.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <source>Secret vote</source>
        <translation>Bỏ phiếu kín</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Pass the Night, so it cannot be resumed here.</source>
        <translation>Ván đã lưu được tạo bởi một phiên bản Chuyền Đêm mới hơn, nên không thể chơi tiếp ở đây.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Không đọc được ván đã lưu.</translation>
    </message>
    <message>
        <source>The saved game is damaged and cannot be resumed.</source>
        <translation>Ván đã lưu bị hỏng và không thể chơi tiếp.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Tệp đã được giữ lại với tên %1.</translation>
    </message>
    <message>
        <source>Back to menu?</source>
        <translation>Về menu?</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Về menu</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>The game is not being saved: %1. You can play on, but if the app closes now, this game is lost. This warning stays until saving works again.</source>
        <translation>Ván chơi đang KHÔNG được lưu: %1. Bạn vẫn có thể chơi tiếp, nhưng nếu ứng dụng tắt lúc này thì ván chơi sẽ mất. Cảnh báo này còn hiện cho đến khi lưu lại được.</translation>
    </message>
</context>
<context>
    <name>Mark</name>
    <message>
        <source>Clarity</source>
        <translation>Trong Sạch</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Sợ Hãi</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>Dơi</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Bệnh Tật</translation>
    </message>
    <message>
        <source>Love</source>
        <translation>Tình Yêu</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Phản Bội</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <source>the %1 mark</source>
        <translation>Dấu Hiệu %1</translation>
    </message>
</context>
<context>
    <name>MarkEffect</name>
    <message>
        <source>No effect: you are what your card says.</source>
        <translation>Không có tác dụng: bạn là vai trên lá bài của bạn.</translation>
    </message>
    <message>
        <source>You are a Vampire now, on the vampire team.</source>
        <translation>Giờ bạn là Ma Cà Rồng, thuộc phe ma cà rồng.</translation>
    </message>
    <message>
        <source>You are too scared to act: you will not wake up tonight.</source>
        <translation>Bạn quá sợ để hành động: đêm nay bạn sẽ không thức dậy.</translation>
    </message>
    <message>
        <source>No effect.</source>
        <translation>Không có tác dụng.</translation>
    </message>
    <message>
        <source>Whoever votes for you cannot win.</source>
        <translation>Ai bỏ phiếu cho bạn thì không thể thắng.</translation>
    </message>
    <message>
        <source>If another lover dies, you die too.</source>
        <translation>Nếu một người yêu khác chết, bạn cũng chết theo.</translation>
    </message>
    <message>
        <source>You win only if someone else on your team dies.</source>
        <translation>Bạn chỉ thắng nếu một người khác cùng phe với bạn chết.</translation>
    </message>
    <message>
        <source>The Assassin wins if you die.</source>
        <translation>Sát Thủ thắng nếu bạn chết.</translation>
    </message>
</context>
<context>
    <name>ModeChoiceScreen</name>
    <message>
        <source>Which game?</source>
        <translation>Chơi kiểu nào?</translation>
    </message>
    <message>
        <source>Play One Night</source>
        <translation>Chơi Một Đêm</translation>
    </message>
    <message>
        <source>Play Werewolf</source>
        <translation>Chơi Ma Sói</translation>
    </message>
    <message>
        <source>One Night Ultimate Vampire</source>
        <translation>Ma Cà Rồng Một Đêm</translation>
    </message>
    <message>
        <source>Werewolf (classic)</source>
        <translation>Ma Sói (cổ điển)</translation>
    </message>
    <message>
        <source>8 to 18 players, night after night until the village or the wolves win; the dead watch quietly.</source>
        <translation>8 đến 18 người, hết đêm này đến đêm khác cho đến khi dân làng hoặc Sói thắng; người chết lặng lẽ xem.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>3 to 10 players, one night and one vote: about ten minutes, with dozens of roles to choose from.</source>
        <translation>3 đến 10 người, một đêm và một lần bỏ phiếu: khoảng mười phút, với hàng chục vai để chọn.</translation>
    </message>
    <message>
        <source>Moderate Werewolf</source>
        <translation>Làm Quản Trò Ma Sói</translation>
    </message>
    <message>
        <source>One Night&apos;s calls</source>
        <translation>Lượt gọi One Night</translation>
    </message>
    <message>
        <source>With your own cards</source>
        <translation>Với bộ bài của bạn</translation>
    </message>
    <message>
        <source>Your card box, a human moderator: the app calls each role, checks every choice and keeps the board. Or One Night&apos;s calls alone.</source>
        <translation>Hộp bài của bạn, một Quản Trò thật: ứng dụng gọi từng vai, kiểm tra mọi lựa chọn và ghi lại bàn chơi. Hoặc chỉ các lượt gọi One Night.</translation>
    </message>
</context>
<context>
    <name>Moderator</name>
    <message>
        <source>The wolves</source>
        <translation>Phe Sói</translation>
    </message>
    <message>
        <source>The wolves (second bite)</source>
        <translation>Phe Sói (cắn lần hai)</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>Các người yêu</translation>
    </message>
    <message>
        <source>The brothers</source>
        <translation>Ba Anh Em</translation>
    </message>
    <message>
        <source>The wolf brothers</source>
        <translation>Lang Huynh Đệ</translation>
    </message>
    <message>
        <source>The vampires</source>
        <translation>Các ma cà rồng</translation>
    </message>
    <message>
        <source>The charmed</source>
        <translation>Những người bị mê hoặc</translation>
    </message>
    <message>
        <source>The dead captain</source>
        <translation>Trưởng Làng đã chết</translation>
    </message>
    <message>
        <source>The captain</source>
        <translation>Trưởng Làng</translation>
    </message>
    <message>
        <source>cannot act: %1</source>
        <translation>không hành động được: %1</translation>
    </message>
    <message>
        <source>awake: enter the choice</source>
        <translation>thức: nhập lựa chọn</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>đã nhập</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>còn sống</translation>
    </message>
    <message>
        <source>wakes to see</source>
        <translation>thức dậy để xem</translation>
    </message>
    <message>
        <source>asleep (a dormant wolf)</source>
        <translation>đang ngủ (Sói chưa thức)</translation>
    </message>
    <message>
        <source>dead: fake the call</source>
        <translation>đã chết: hãy gọi giả</translation>
    </message>
    <message>
        <source>not called tonight</source>
        <translation>không được gọi đêm nay</translation>
    </message>
    <message>
        <source>the power is gone</source>
        <translation>đã mất chức năng</translation>
    </message>
    <message>
        <source>blocked by the Moon Maiden</source>
        <translation>bị Nguyệt Nữ vô hiệu hóa</translation>
    </message>
    <message>
        <source>the power cannot be used tonight</source>
        <translation>đêm nay không dùng được chức năng</translation>
    </message>
    <message>
        <source>both potions are used</source>
        <translation>đã dùng cả hai bình thuốc</translation>
    </message>
    <message>
        <source>no victim tonight</source>
        <translation>đêm nay không có nạn nhân</translation>
    </message>
    <message>
        <source>not before night 2</source>
        <translation>chưa được trước đêm 2</translation>
    </message>
    <message>
        <source>nobody may be chosen</source>
        <translation>không ai được chọn</translation>
    </message>
    <message>
        <source>only “nothing” can be entered</source>
        <translation>chỉ được nhập “không làm gì”</translation>
    </message>
    <message>
        <source>%1 cannot choose themself here.</source>
        <translation>%1 không được tự chọn mình ở đây.</translation>
    </message>
    <message>
        <source>%1 cannot be chosen here (dead, absent today, already chosen tonight, or not allowed for this card).</source>
        <translation>Không thể chọn %1 ở đây (đã chết, vắng mặt hôm nay, đã bị chọn đêm nay, hoặc lá bài này không được chọn người đó).</translation>
    </message>
    <message>
        <source>%1 was protected last night: not two nights running.</source>
        <translation>%1 đã được bảo vệ đêm qua: không được bảo vệ hai đêm liền.</translation>
    </message>
    <message>
        <source>%1 was chosen last night: not two nights running.</source>
        <translation>%1 đã bị chọn đêm qua: không được chọn hai đêm liền.</translation>
    </message>
    <message>
        <source>Nobody acts in this step now.</source>
        <translation>Lúc này không ai hành động ở bước này.</translation>
    </message>
    <message>
        <source>This choice is already entered.</source>
        <translation>Lựa chọn này đã được nhập.</translation>
    </message>
    <message>
        <source>The choice is not complete: tap the players it needs.</source>
        <translation>Lựa chọn chưa đủ: hãy chạm vào những người cần chọn.</translation>
    </message>
    <message>
        <source>This power is gone (the Elder&apos;s death, the Fire Wolf, or the Fox&apos;s “no”): enter “nothing”.</source>
        <translation>Chức năng này đã mất (Già Làng chết, Sói Lửa, hoặc Hồ Ly đánh hơi hụt): hãy nhập “không làm gì”.</translation>
    </message>
    <message>
        <source>The Moon Maiden blocked this player tonight: enter “nothing”.</source>
        <translation>Nguyệt Nữ đã vô hiệu hóa người này đêm nay: hãy nhập “không làm gì”.</translation>
    </message>
    <message>
        <source>The Little Girl may peek from night 2 on.</source>
        <translation>Cô Bé Ti Hí chỉ được hé mắt từ đêm thứ 2.</translation>
    </message>
    <message>
        <source>A wolf is among the spare cards: the Thief must take it.</source>
        <translation>Có Sói trong các lá dư: Kẻ Trộm phải lấy lá đó.</translation>
    </message>
    <message>
        <source>This power cannot be used now (used up, not earned yet, or a night without a kill).</source>
        <translation>Lúc này không dùng được chức năng này (đã dùng hết, chưa có, hoặc đêm không được giết).</translation>
    </message>
    <message>
        <source>That potion (or draught) is already used.</source>
        <translation>Bình thuốc đó đã dùng rồi.</translation>
    </message>
    <message>
        <source>There is no victim tonight.</source>
        <translation>Đêm nay không có nạn nhân.</translation>
    </message>
    <message>
        <source>This player cannot be chosen here.</source>
        <translation>Không thể chọn người này ở đây.</translation>
    </message>
    <message>
        <source>Enter the choice of this call first (or “nothing”).</source>
        <translation>Hãy nhập lựa chọn của lượt gọi này trước (hoặc “không làm gì”).</translation>
    </message>
    <message>
        <source>These counts cannot come from these voters: more hands than voters, or a hand against oneself.</source>
        <translation>Số phiếu này không thể đến từ những người bỏ phiếu này: nhiều tay hơn số người, hoặc có người tự chỉ mình.</translation>
    </message>
    <message>
        <source>Refused (%1).</source>
        <translation>Bị từ chối (%1).</translation>
    </message>
    <message>
        <source>lover</source>
        <translation>người yêu</translation>
    </message>
    <message>
        <source>captain</source>
        <translation>Trưởng Làng</translation>
    </message>
    <message>
        <source>town crier</source>
        <translation>người loan tin</translation>
    </message>
    <message>
        <source>charmed</source>
        <translation>bị mê hoặc</translation>
    </message>
    <message>
        <source>vampire spawn</source>
        <translation>Vampire con</translation>
    </message>
    <message>
        <source>turned wolf</source>
        <translation>đã hóa Sói</translation>
    </message>
    <message>
        <source>dormant</source>
        <translation>chưa thức</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>bị thương</translation>
    </message>
    <message>
        <source>sick: dies next night</source>
        <translation>bị bệnh: chết vào đêm sau</translation>
    </message>
    <message>
        <source>exiled today</source>
        <translation>bị đuổi khỏi làng hôm nay</translation>
    </message>
    <message>
        <source>stupor: silent today</source>
        <translation>trúng Mê Hồn Dược: im lặng hôm nay</translation>
    </message>
    <message>
        <source>pillory: no vote</source>
        <translation>bị bêu: không được bỏ phiếu</translation>
    </message>
    <message>
        <source>no vote</source>
        <translation>không được bỏ phiếu</translation>
    </message>
    <message>
        <source>power lost</source>
        <translation>mất chức năng</translation>
    </message>
    <message>
        <source>stripped</source>
        <translation>bị tước chức năng</translation>
    </message>
    <message>
        <source>blocked tonight</source>
        <translation>bị vô hiệu hóa đêm nay</translation>
    </message>
    <message>
        <source>protected</source>
        <translation>được bảo vệ</translation>
    </message>
    <message>
        <source>raven&apos;s mark</source>
        <translation>dấu của Con Quạ</translation>
    </message>
    <message>
        <source>one life left</source>
        <translation>còn một mạng</translation>
    </message>
    <message>
        <source>stray wolf&apos;s companion</source>
        <translation>bạn đồng hành của Sói Lạc Bầy</translation>
    </message>
    <message>
        <source>role model</source>
        <translation>hình tượng</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>đã lộ bài</translation>
    </message>
    <message>
        <source>nod (yes)</source>
        <translation>gật đầu (có)</translation>
    </message>
    <message>
        <source>shake your head (no)</source>
        <translation>lắc đầu (không)</translation>
    </message>
    <message>
        <source>Tell %1 privately: blocked tonight.</source>
        <translation>Báo riêng cho %1: đêm nay bị vô hiệu hóa.</translation>
    </message>
    <message>
        <source>Touch %1 when the wolves wake: now a wolf.</source>
        <translation>Chạm nhẹ vào %1 khi bầy Sói thức dậy: giờ là Sói.</translation>
    </message>
    <message>
        <source>Tell %1 privately: now a vampire.</source>
        <translation>Báo riêng cho %1: giờ là Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>Tell %1 privately: the power is gone.</source>
        <translation>Báo riêng cho %1: đã mất chức năng.</translation>
    </message>
    <message>
        <source>Give %1 the %2 card: it is theirs now.</source>
        <translation>Đưa cho %1 lá %2: giờ đó là lá bài của họ.</translation>
    </message>
    <message>
        <source>Show %1 (Witch) tonight&apos;s victim: %2.</source>
        <translation>Cho %1 (Phù Thủy) biết nạn nhân đêm nay: %2.</translation>
    </message>
    <message>
        <source>Show %1 (Witch): no victim tonight.</source>
        <translation>Cho %1 (Phù Thủy) biết: đêm nay không có nạn nhân.</translation>
    </message>
    <message>
        <source>The wolves&apos; victim: %1.</source>
        <translation>Nạn nhân của bầy Sói: %1.</translation>
    </message>
    <message>
        <source>No victim: the wolves&apos; picks are tied.</source>
        <translation>Không có nạn nhân: Sói chọn hòa nhau.</translation>
    </message>
    <message>
        <source>Show %1 (Seer) the card of %2: %3.</source>
        <translation>Cho %1 (Tiên Tri) xem lá bài của %2: %3.</translation>
    </message>
    <message>
        <source>%1 (Seer) looks at %2: %3.</source>
        <translation>%1 (Tiên Tri) soi %2: %3.</translation>
    </message>
    <message>
        <source>a wolf</source>
        <translation>là Sói</translation>
    </message>
    <message>
        <source>not a wolf</source>
        <translation>không phải Sói</translation>
    </message>
    <message>
        <source>%1 (Fox) sniffs %2: %3.</source>
        <translation>%1 (Hồ Ly) đánh hơi %2: %3.</translation>
    </message>
    <message>
        <source>The Fox&apos;s power is gone.</source>
        <translation>Hồ Ly mất chức năng.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: no wolf is awake.</source>
        <translation>%1 (Cô Bé Ti Hí) hé mắt: không có Sói nào thức.</translation>
    </message>
    <message>
        <source>%1 (Little Girl) peeks: show her one wolf, %2.</source>
        <translation>%1 (Cô Bé Ti Hí) hé mắt: cho cô bé thấy một con Sói, %2.</translation>
    </message>
    <message>
        <source>The wolves saw her: she dies tonight.</source>
        <translation>Bầy Sói đã thấy cô bé: cô bé chết đêm nay.</translation>
    </message>
    <message>
        <source>Show %1 (Thief) the two spare cards: %2.</source>
        <translation>Cho %1 (Kẻ Trộm) xem hai lá dư: %2.</translation>
    </message>
    <message>
        <source>%1 (Thief) takes spare card %2 and gives back the Thief card.</source>
        <translation>%1 (Kẻ Trộm) lấy lá dư số %2 và trả lại lá Kẻ Trộm.</translation>
    </message>
    <message>
        <source>Wake the lovers %1 and %2: they see each other and each other&apos;s card.</source>
        <translation>Gọi cặp đôi %1 và %2 dậy: họ nhìn mặt nhau và xem lá bài của nhau.</translation>
    </message>
    <message>
        <source>Wake the brothers: %1.</source>
        <translation>Gọi Ba Anh Em dậy: %1.</translation>
    </message>
    <message>
        <source>Wake the wolf brothers: %1.</source>
        <translation>Gọi Lang Huynh Đệ dậy: %1.</translation>
    </message>
    <message>
        <source>Show %1 (Traitor) the wolves: %2.</source>
        <translation>Cho %1 (Phản Bội) biết ai là Sói: %2.</translation>
    </message>
    <message>
        <source>%1 sees the vampires: %2.</source>
        <translation>%1 thấy các Ma Cà Rồng: %2.</translation>
    </message>
    <message>
        <source>%1 sees the charmed: %2.</source>
        <translation>%1 thấy những người bị mê hoặc: %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): last night the wolves caught the Little Girl, %2.</source>
        <translation>Báo %1 (Sói): đêm qua bầy Sói đã bắt được Cô Bé Ti Hí, %2.</translation>
    </message>
    <message>
        <source>Tell %1 (wolf): %2 joined the pack.</source>
        <translation>Báo %1 (Sói): %2 đã vào bầy.</translation>
    </message>
    <message>
        <source>%1 (Actor) draws %2: call him at that card&apos;s step tonight.</source>
        <translation>%1 (Diễn Viên) rút được %2: đêm nay hãy gọi anh ta ở lượt của lá bài đó.</translation>
    </message>
    <message>
        <source>%1 (Wolf Seer) asks whether %2 is the Seer: %3.</source>
        <translation>%1 (Sói Tiên Tri) hỏi %2 có phải Tiên Tri không: %3.</translation>
    </message>
    <message>
        <source>%1 (Aura Seer) asks whether %2 has a power: %3.</source>
        <translation>%1 (Tiên Tri Thối) hỏi %2 có chức năng không: %3.</translation>
    </message>
    <message>
        <source>Tell %1 (Assassin): %2 votes against him in the last two days (4 are needed to kill).</source>
        <translation>Báo %1 (Sát Thủ): %2 phiếu chống lại anh ta trong hai ngày qua (cần 4 phiếu để giết).</translation>
    </message>
    <message>
        <source>%1 (Drunk) takes the card set aside: %2.</source>
        <translation>%1 (Say Rượu) nhận lá bài để riêng: %2.</translation>
    </message>
    <message>
        <source>Tell %1 privately: %2 is on the side of %3.</source>
        <translation>Báo riêng cho %1: %2 thuộc phe %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dawn after night %1</source>
        <translation>Bình minh sau đêm %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Ngày %1</translation>
    </message>
    <message>
        <source>Day %1: the ballots</source>
        <translation>Ngày %1: bỏ phiếu</translation>
    </message>
    <message>
        <source>Day %1: the vote&apos;s outcome</source>
        <translation>Ngày %1: kết quả bỏ phiếu</translation>
    </message>
</context>
<context>
    <name>ModeratorPage</name>
    <message>
        <source>Undo last entry</source>
        <translation>Hoàn tác lần ghi cuối</translation>
    </message>
    <message>
        <source>Take back the last entry: the game goes back exactly as it was before it (Ctrl+Z)</source>
        <translation>Rút lại lần ghi cuối: ván chơi trở về đúng như trước lần ghi đó (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>ModeratorSetupScreen</name>
    <message>
        <source>Next: the deal</source>
        <translation>Tiếp: chia bài</translation>
    </message>
    <message>
        <source>You are the moderator (Quản Trò): list the players clockwise around the table, starting on your left. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename. Then build the deck your real cards make.</source>
        <translation>Bạn là Quản Trò: liệt kê người chơi theo chiều kim đồng hồ quanh bàn, bắt đầu từ người bên trái bạn. Kéo tên (hoặc bấm Ctrl+Lên/Xuống) để đổi chỗ ngồi; bấm đúp để đổi tên. Rồi tạo bộ bài đúng như bộ bài thật của các bạn.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Doppelgänger, wake up and look at another player&apos;s card: you are now that role. If that role acts at once, do it now.</source>
        <translation>Kẻ Song Trùng, hãy thức dậy và xem lá bài của một người chơi khác: giờ bạn là vai đó. Nếu vai đó hành động ngay, hãy làm ngay bây giờ.</translation>
    </message>
    <message>
        <source>Copycat, wake up and look at one of the centre cards: you are now that role.</source>
        <translation>Kẻ Bắt Chước, hãy thức dậy và xem một lá bài ở giữa: giờ bạn là vai đó.</translation>
    </message>
    <message>
        <source>Vampires, wake up and look for other vampires. Give the Vampire mark to a player who is not a vampire.</source>
        <translation>Ma Cà Rồng, hãy thức dậy và tìm các Ma Cà Rồng khác. Hãy trao Dấu Hiệu Ma Cà Rồng cho một người chơi không phải Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>Count, wake up and give the Fear mark to a player who is not a vampire.</source>
        <translation>Bá Tước, hãy thức dậy và trao Dấu Hiệu Sợ Hãi cho một người chơi không phải Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Count, wake up and give your Fear mark to a player who is not a vampire.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Bá Tước, hãy thức dậy và trao Dấu Hiệu Sợ Hãi của bạn cho một người chơi không phải Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Renfield, wake up, see the vampires and whom they point at, and take the Bat mark.</source>
        <translation>Ma Cà Rồng, hãy nhắm mắt và chỉ vào người có Dấu Hiệu Ma Cà Rồng. Renfield, hãy thức dậy, xem ai là Ma Cà Rồng và họ chỉ vào ai, rồi lấy Dấu Hiệu Dơi.</translation>
    </message>
    <message>
        <source>Vampires, point at the player with the Vampire mark, eyes closed. Doppelgänger, if you are Renfield, wake up, see the vampires and take your Bat mark.</source>
        <translation>Ma Cà Rồng, hãy nhắm mắt và chỉ vào người có Dấu Hiệu Ma Cà Rồng. Kẻ Song Trùng, nếu bạn là Renfield, hãy thức dậy, xem ai là Ma Cà Rồng rồi lấy Dấu Hiệu Dơi của bạn.</translation>
    </message>
    <message>
        <source>Diseased, wake up and give the Disease mark to the player on your left or on your right.</source>
        <translation>Người Nhiễm Bệnh, hãy thức dậy và trao Dấu Hiệu Bệnh Tật cho người ngồi bên trái hoặc bên phải bạn.</translation>
    </message>
    <message>
        <source>Cupid, wake up. You may give a Love mark to two players.</source>
        <translation>Thần Tình Yêu, hãy thức dậy. Bạn có thể trao Dấu Hiệu Tình Yêu cho hai người chơi.</translation>
    </message>
    <message>
        <source>Instigator, wake up. You may give the Traitor mark to any player.</source>
        <translation>Kẻ Xúi Giục, hãy thức dậy. Bạn có thể trao Dấu Hiệu Phản Bội cho bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Priest, wake up and take a Clarity mark. You may give another player a Clarity mark too.</source>
        <translation>Mục Sư, hãy thức dậy và nhận một Dấu Hiệu Trong Sạch. Bạn cũng có thể trao một Dấu Hiệu Trong Sạch cho một người chơi khác.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Priest, wake up and take a Clarity mark. You may give another player one too.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Mục Sư, hãy thức dậy và nhận một Dấu Hiệu Trong Sạch. Bạn cũng có thể trao một dấu cho một người chơi khác.</translation>
    </message>
    <message>
        <source>Assassin, wake up and give the Assassin mark to any player.</source>
        <translation>Sát Thủ, hãy thức dậy và trao Dấu Hiệu Sát Thủ cho bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Assassin, wake up and give your Assassin mark to any player.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Sát Thủ, hãy thức dậy và trao Dấu Hiệu Sát Thủ của bạn cho bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, wake up and look for the Assassin. If there is none, give the Assassin mark to any player.</source>
        <translation>Sát Thủ Tập Sự, hãy thức dậy và tìm Sát Thủ. Nếu không có ai, hãy trao Dấu Hiệu Sát Thủ cho bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Apprentice Assassin, wake up and look for the Assassin. If there is none, give your Assassin mark to any player.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Sát Thủ Tập Sự, hãy thức dậy và tìm Sát Thủ. Nếu không có ai, hãy trao Dấu Hiệu Sát Thủ của bạn cho bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Everyone, wake up and look at your mark.</source>
        <translation>Mọi người, hãy thức dậy và xem dấu hiệu của mình.</translation>
    </message>
    <message>
        <source>Everyone with a Love mark, wake up and look for your lover.</source>
        <translation>Ai có Dấu Hiệu Tình Yêu, hãy thức dậy và tìm người yêu của mình.</translation>
    </message>
    <message>
        <source>Sentinel, wake up. You may put your shield on another player&apos;s card.</source>
        <translation>Lính Gác, hãy thức dậy. Bạn có thể đặt khiên lên lá bài của một người chơi khác.</translation>
    </message>
    <message>
        <source>Werewolves, wake up and look for other werewolves. A Dream Wolf keeps their eyes closed and raises a thumb. A lone werewolf may look at a centre card.</source>
        <translation>Ma Sói, hãy thức dậy và tìm các Ma Sói khác. Sói Ngái Ngủ vẫn nhắm mắt và giơ ngón cái. Nếu chỉ có một Ma Sói, bạn có thể xem một lá bài ở giữa.</translation>
    </message>
    <message>
        <source>Alpha Wolf, wake up and swap the centre wolf card with the card of a player who is not a werewolf.</source>
        <translation>Sói Đầu Đàn, hãy thức dậy và đổi lá sói ở giữa với lá bài của một người chơi không phải Ma Sói.</translation>
    </message>
    <message>
        <source>Mystic Wolf, wake up. You may look at another player&apos;s card.</source>
        <translation>Sói Tiên Tri, hãy thức dậy. Bạn có thể xem lá bài của một người chơi khác.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Minion, wake up and see who the werewolves are.</source>
        <translation>Ma Sói, hãy nhắm mắt và giơ ngón cái. Tay Sai, hãy thức dậy và xem ai là Ma Sói.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Chán Đời, hãy nhắm mắt và giơ ngón cái. Chán Đời Tập Sự, hãy thức dậy và xem ai là Chán Đời.</translation>
    </message>
    <message>
        <source>Tanner, raise your thumb, eyes closed. Doppelgänger, if you are the Apprentice Tanner, wake up and see who the Tanner is.</source>
        <translation>Chán Đời, hãy nhắm mắt và giơ ngón cái. Kẻ Song Trùng, nếu bạn là Chán Đời Tập Sự, hãy thức dậy và xem ai là Chán Đời.</translation>
    </message>
    <message>
        <source>Masons, wake up and look for the other Mason.</source>
        <translation>Thợ Hồ, hãy thức dậy và tìm Thợ Hồ còn lại.</translation>
    </message>
    <message>
        <source>Thing, wake up and tap the player on your left or on your right.</source>
        <translation>Quái Vật, hãy thức dậy và chạm vào người ngồi bên trái hoặc bên phải bạn.</translation>
    </message>
    <message>
        <source>Seer, wake up. You may look at another player&apos;s card or at two centre cards.</source>
        <translation>Tiên Tri, hãy thức dậy. Bạn có thể xem lá bài của một người chơi khác hoặc hai lá bài ở giữa.</translation>
    </message>
    <message>
        <source>Apprentice Seer, wake up. You may look at one centre card.</source>
        <translation>Tiên Tri Tập Sự, hãy thức dậy. Bạn có thể xem một lá bài ở giữa.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, wake up. You may look at up to two other players&apos; cards; if you see a werewolf or a tanner, you become one and stop.</source>
        <translation>Trinh Thám, hãy thức dậy. Bạn có thể xem tối đa hai lá bài của người chơi khác; nếu thấy Ma Sói hoặc Chán Đời, bạn trở thành vai đó và dừng lại.</translation>
    </message>
    <message>
        <source>Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Xạ Thủ, hãy thức dậy. Bạn có thể xem lá bài của một người chơi và dấu hiệu của một người chơi khác.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Marksman, wake up. You may look at one player&apos;s card and another player&apos;s mark.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Xạ Thủ, hãy thức dậy. Bạn có thể xem lá bài của một người chơi và dấu hiệu của một người chơi khác.</translation>
    </message>
    <message>
        <source>Robber, wake up. You may swap your card with another player&apos;s card, then look at your new card.</source>
        <translation>Kẻ Trộm, hãy thức dậy. Bạn có thể đổi lá bài của mình với lá bài của một người chơi khác, rồi xem lá bài mới.</translation>
    </message>
    <message>
        <source>Witch, wake up. You may look at a centre card; if you do, swap it with any player&apos;s card.</source>
        <translation>Phù Thủy, hãy thức dậy. Bạn có thể xem một lá bài ở giữa; nếu xem, hãy đổi nó với lá bài của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Pickpocket, wake up. You may swap your mark with another player&apos;s mark, then look at your new mark.</source>
        <translation>Kẻ Móc Túi, hãy thức dậy. Bạn có thể đổi dấu hiệu của mình với dấu hiệu của một người chơi khác, rồi xem dấu hiệu mới.</translation>
    </message>
    <message>
        <source>Troublemaker, wake up. You may swap the cards of two other players.</source>
        <translation>Kẻ Phá Rối, hãy thức dậy. Bạn có thể đổi lá bài của hai người chơi khác.</translation>
    </message>
    <message>
        <source>Village Idiot, wake up. You may move every other player&apos;s card one place to the left or to the right.</source>
        <translation>Thằng Ngốc, hãy thức dậy. Bạn có thể dời lá bài của mọi người chơi khác sang trái hoặc sang phải một chỗ.</translation>
    </message>
    <message>
        <source>Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Tiên Tri Vũ Trụ, hãy thức dậy và xem ai đã di chuyển hoặc xem một lá bài hay một dấu hiệu đêm nay.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Aura Seer, wake up and see who moved or looked at a card or a mark tonight.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Tiên Tri Vũ Trụ, hãy thức dậy và xem ai đã di chuyển hoặc xem một lá bài hay một dấu hiệu đêm nay.</translation>
    </message>
    <message>
        <source>Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Quỷ Gremlin, hãy thức dậy. Bạn có thể đổi lá bài hoặc dấu hiệu của hai người chơi.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Gremlin, wake up. You may swap the cards or the marks of two players.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Quỷ Gremlin, hãy thức dậy. Bạn có thể đổi lá bài hoặc dấu hiệu của hai người chơi.</translation>
    </message>
    <message>
        <source>Drunk, wake up and swap your card with a centre card without looking at it.</source>
        <translation>Kẻ Say Xỉn, hãy thức dậy và đổi lá bài của mình với một lá bài ở giữa mà không xem nó.</translation>
    </message>
    <message>
        <source>Insomniac, wake up and look at your card.</source>
        <translation>Kẻ Mất Ngủ, hãy thức dậy và xem lá bài của mình.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Insomniac, wake up and look at your card.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Kẻ Mất Ngủ, hãy thức dậy và xem lá bài của mình.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Ma Sói, hãy nhắm mắt và giơ ngón cái. Cận Vệ, hãy thức dậy và xem ai là Ma Sói; bạn có thể xem lá bài của họ.</translation>
    </message>
    <message>
        <source>Werewolves, raise your thumbs, eyes closed. Doppelgänger, if you are the Squire, wake up and see who the werewolves are; you may look at their cards.</source>
        <translation>Ma Sói, hãy nhắm mắt và giơ ngón cái. Kẻ Song Trùng, nếu bạn là Cận Vệ, hãy thức dậy và xem ai là Ma Sói; bạn có thể xem lá bài của họ.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Tiên Tri và Tiên Tri Tập Sự, hãy nhắm mắt và giơ ngón cái. Người Quan Sát, hãy thức dậy và xem họ là ai; bạn có thể xem lá bài của họ.</translation>
    </message>
    <message>
        <source>Seer and Apprentice Seer, raise your thumbs, eyes closed. Doppelgänger, if you are the Beholder, wake up and see who they are; you may look at their cards.</source>
        <translation>Tiên Tri và Tiên Tri Tập Sự, hãy nhắm mắt và giơ ngón cái. Kẻ Song Trùng, nếu bạn là Người Quan Sát, hãy thức dậy và xem họ là ai; bạn có thể xem lá bài của họ.</translation>
    </message>
    <message>
        <source>Revealer, wake up. You may turn another player&apos;s card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Người Tiết Lộ, hãy thức dậy. Bạn có thể lật ngửa lá bài của một người chơi khác; nếu đó không phải lá bài phe dân làng, hãy úp nó lại.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Revealer, wake up. You may turn another player&apos;s face-down card face up; if it is not a villager&apos;s card, turn it face down again.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Người Tiết Lộ, hãy thức dậy. Bạn có thể lật ngửa một lá bài đang úp của người chơi khác; nếu đó không phải lá bài phe dân làng, hãy úp nó lại.</translation>
    </message>
    <message>
        <source>Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Người Giữ Cổ Vật, hãy thức dậy. Bạn có thể đặt một cổ vật lên lá bài của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Doppelgänger, if you are the Curator, wake up. You may place an artifact on any player&apos;s card.</source>
        <translation>Kẻ Song Trùng, nếu bạn là Người Giữ Cổ Vật, hãy thức dậy. Bạn có thể đặt một cổ vật lên lá bài của bất kỳ người chơi nào.</translation>
    </message>
    <message>
        <source>Doppelgänger, close your eyes.</source>
        <translation>Kẻ Song Trùng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Werewolves, lower your thumbs.</source>
        <translation>Ma Sói, hãy hạ ngón cái xuống.</translation>
    </message>
    <message>
        <source>Copycat, close your eyes.</source>
        <translation>Kẻ Bắt Chước, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Vampires, close your eyes.</source>
        <translation>Ma Cà Rồng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Count, close your eyes.</source>
        <translation>Bá Tước, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Renfield, close your eyes.</source>
        <translation>Ma Cà Rồng, hãy hạ tay xuống. Renfield, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Vampires, lower your hands. Doppelgänger, close your eyes.</source>
        <translation>Ma Cà Rồng, hãy hạ tay xuống. Kẻ Song Trùng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Diseased, close your eyes.</source>
        <translation>Người Nhiễm Bệnh, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Cupid, close your eyes.</source>
        <translation>Thần Tình Yêu, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Instigator, close your eyes.</source>
        <translation>Kẻ Xúi Giục, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Priest, close your eyes.</source>
        <translation>Mục Sư, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Assassin, close your eyes.</source>
        <translation>Sát Thủ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Apprentice Assassin, close your eyes.</source>
        <translation>Sát Thủ Tập Sự, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes.</source>
        <translation>Mọi người, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Lovers, close your eyes.</source>
        <translation>Những người yêu nhau, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Sentinel, close your eyes.</source>
        <translation>Lính Gác, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Werewolves, close your eyes. Dream Wolf, lower your thumb.</source>
        <translation>Ma Sói, hãy nhắm mắt lại. Sói Ngái Ngủ, hãy hạ ngón cái xuống.</translation>
    </message>
    <message>
        <source>Alpha Wolf, close your eyes.</source>
        <translation>Sói Đầu Đàn, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Mystic Wolf, close your eyes.</source>
        <translation>Sói Tiên Tri, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Minion, close your eyes.</source>
        <translation>Tay Sai, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Apprentice Tanner, close your eyes.</source>
        <translation>Chán Đời, hãy hạ ngón cái xuống. Chán Đời Tập Sự, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Tanner, lower your thumb. Doppelgänger, close your eyes.</source>
        <translation>Chán Đời, hãy hạ ngón cái xuống. Kẻ Song Trùng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Masons, close your eyes.</source>
        <translation>Thợ Hồ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Thing, close your eyes.</source>
        <translation>Quái Vật, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Seer, close your eyes.</source>
        <translation>Tiên Tri, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Tiên Tri Tập Sự, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Paranormal Investigator, close your eyes.</source>
        <translation>Trinh Thám, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Marksman, close your eyes.</source>
        <translation>Xạ Thủ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Robber, close your eyes.</source>
        <translation>Kẻ Trộm, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Witch, close your eyes.</source>
        <translation>Phù Thủy, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Pickpocket, close your eyes.</source>
        <translation>Kẻ Móc Túi, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Troublemaker, close your eyes.</source>
        <translation>Kẻ Phá Rối, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Village Idiot, close your eyes.</source>
        <translation>Thằng Ngốc, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Aura Seer, close your eyes.</source>
        <translation>Tiên Tri Vũ Trụ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Gremlin, close your eyes.</source>
        <translation>Quỷ Gremlin, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Drunk, close your eyes.</source>
        <translation>Kẻ Say Xỉn, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Insomniac, close your eyes.</source>
        <translation>Kẻ Mất Ngủ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Squire, close your eyes.</source>
        <translation>Cận Vệ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Beholder, close your eyes.</source>
        <translation>Các Tiên Tri, hãy hạ ngón cái xuống. Người Quan Sát, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Seers, lower your thumbs. Doppelgänger, close your eyes.</source>
        <translation>Các Tiên Tri, hãy hạ ngón cái xuống. Kẻ Song Trùng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Revealer, close your eyes.</source>
        <translation>Người Tiết Lộ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Curator, close your eyes.</source>
        <translation>Người Giữ Cổ Vật, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Thief, open your eyes. You may take one of the two spare cards instead of yours.</source>
        <translation>Kẻ Trộm, hãy mở mắt ra. Bạn có thể lấy một trong hai lá bài dư thay cho lá của mình.</translation>
    </message>
    <message>
        <source>Cupid, open your eyes and choose the two players who fall in love.</source>
        <translation>Thần Tình Yêu, hãy mở mắt ra và chọn hai người chơi sẽ yêu nhau.</translation>
    </message>
    <message>
        <source>Lovers, open your eyes and look at each other.</source>
        <translation>Những người yêu nhau, hãy mở mắt ra và nhìn nhau.</translation>
    </message>
    <message>
        <source>Brothers, open your eyes and look at each other.</source>
        <translation>Ba Anh Em, hãy mở mắt ra và nhìn nhau.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes and choose tonight&apos;s victim.</source>
        <translation>Sói, hãy mở mắt ra và chọn nạn nhân đêm nay.</translation>
    </message>
    <message>
        <source>Little Girl, open your eyes. From the second night on, you may peek at the wolves.</source>
        <translation>Cô Bé Ti Hí, hãy mở mắt ra. Từ đêm thứ hai trở đi, bạn có thể hé mắt nhìn bầy Sói.</translation>
    </message>
    <message>
        <source>Seer, open your eyes and choose a player whose side you want to know.</source>
        <translation>Tiên Tri, hãy mở mắt ra và chọn một người chơi mà bạn muốn biết phe của họ.</translation>
    </message>
    <message>
        <source>Fox, open your eyes and choose a player: you will learn whether a wolf is among them and their neighbours.</source>
        <translation>Hồ Ly, hãy mở mắt ra và chọn một người chơi: bạn sẽ biết có Sói nào trong số người đó và hai người bên cạnh hay không.</translation>
    </message>
    <message>
        <source>Bodyguard, open your eyes and choose a player to protect tonight.</source>
        <translation>Bảo Vệ, hãy mở mắt ra và chọn một người chơi để bảo vệ đêm nay.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See tonight&apos;s victim; you may save them, or poison a player.</source>
        <translation>Phù Thủy, hãy mở mắt ra. Hãy xem nạn nhân đêm nay; bạn có thể cứu người đó, hoặc đầu độc một người chơi.</translation>
    </message>
    <message>
        <source>Thief, close your eyes.</source>
        <translation>Kẻ Trộm, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Brothers, close your eyes.</source>
        <translation>Ba Anh Em, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Wolves, close your eyes.</source>
        <translation>Sói, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Little Girl, close your eyes.</source>
        <translation>Cô Bé Ti Hí, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Fox, close your eyes.</source>
        <translation>Hồ Ly, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Bodyguard, close your eyes.</source>
        <translation>Bảo Vệ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Drunk, open your eyes and see your true card.</source>
        <translation>Say Rượu, hãy mở mắt ra và xem lá bài thật của bạn.</translation>
    </message>
    <message>
        <source>Wolf Hound, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Sói Lai, hãy mở mắt ra và chọn phe của bạn: phe Sói hay phe dân làng.</translation>
    </message>
    <message>
        <source>Avenger, open your eyes and choose your side: the wolves or the village.</source>
        <translation>Kẻ Báo Thù, hãy mở mắt ra và chọn phe của bạn: phe Sói hay phe dân làng.</translation>
    </message>
    <message>
        <source>Wolf brothers, open your eyes and look at each other.</source>
        <translation>Hai Sói anh em, hãy mở mắt ra và nhìn nhau.</translation>
    </message>
    <message>
        <source>Stray Wolf, open your eyes and choose your companion.</source>
        <translation>Sói Lạc Bầy, hãy mở mắt ra và chọn bạn đồng hành của bạn.</translation>
    </message>
    <message>
        <source>Wild Child, open your eyes and choose your role model.</source>
        <translation>Con Hoang, hãy mở mắt ra và chọn người làm gương cho bạn.</translation>
    </message>
    <message>
        <source>Shadow, open your eyes and choose the player you will follow.</source>
        <translation>Ảnh Tử, hãy mở mắt ra và chọn người chơi mà bạn sẽ đi theo.</translation>
    </message>
    <message>
        <source>Heretic, open your eyes and choose two players.</source>
        <translation>Tà Đạo, hãy mở mắt ra và chọn hai người chơi.</translation>
    </message>
    <message>
        <source>Judge, open your eyes. You may give your sign for a second vote tomorrow.</source>
        <translation>Thẩm Phán, hãy mở mắt ra. Bạn có thể ra dấu để ngày mai có vòng bỏ phiếu thứ hai.</translation>
    </message>
    <message>
        <source>Moon Maiden, open your eyes and choose a player whose power is blocked tonight.</source>
        <translation>Nguyệt Nữ, hãy mở mắt ra và chọn một người chơi bị chặn chức năng đêm nay.</translation>
    </message>
    <message>
        <source>Actor, open your eyes. You may draw a card: you will wake at its call.</source>
        <translation>Diễn Viên, hãy mở mắt ra. Bạn có thể rút một lá bài: bạn sẽ thức dậy khi lá đó được gọi.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, open your eyes. On your night of rage, choose a victim.</source>
        <translation>Sói Em, hãy mở mắt ra. Vào đêm nổi giận của bạn, hãy chọn một nạn nhân.</translation>
    </message>
    <message>
        <source>Wolves, open your eyes again. After the Wolf Cub&apos;s death, choose a second victim.</source>
        <translation>Sói, hãy mở mắt ra lần nữa. Sau cái chết của Sói Con, hãy chọn nạn nhân thứ hai.</translation>
    </message>
    <message>
        <source>Demon Wolf, open your eyes. You may turn tonight&apos;s victim into a wolf.</source>
        <translation>Sói quỷ, hãy mở mắt ra. Bạn có thể biến nạn nhân đêm nay thành Sói.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, open your eyes. When you may, choose one more victim.</source>
        <translation>Sói Trùm, hãy mở mắt ra. Khi được phép, hãy chọn thêm một nạn nhân.</translation>
    </message>
    <message>
        <source>White Wolf, open your eyes. Every other night, you may kill a wolf.</source>
        <translation>Sói trắng, hãy mở mắt ra. Cứ hai đêm một lần, bạn có thể giết một con Sói.</translation>
    </message>
    <message>
        <source>Wolf Seer, open your eyes and choose a player: you will learn whether they are the Seer.</source>
        <translation>Sói Tiên Tri, hãy mở mắt ra và chọn một người chơi: bạn sẽ biết họ có phải là Tiên Tri không.</translation>
    </message>
    <message>
        <source>Fire Wolf, open your eyes. You may burn a player&apos;s power.</source>
        <translation>Sói Lửa, hãy mở mắt ra. Bạn có thể thiêu chức năng của một người chơi.</translation>
    </message>
    <message>
        <source>Traitor, open your eyes and see the wolves.</source>
        <translation>Phản Bội, hãy mở mắt ra và xem ai là Sói.</translation>
    </message>
    <message>
        <source>Vampire, open your eyes and choose a player to bite.</source>
        <translation>Vampire, hãy mở mắt ra và chọn một người chơi để cắn.</translation>
    </message>
    <message>
        <source>Vampires, open your eyes and look at each other.</source>
        <translation>Các Vampire, hãy mở mắt ra và nhìn nhau.</translation>
    </message>
    <message>
        <source>Pied Piper, open your eyes and choose two players to charm.</source>
        <translation>Kẻ Thổi Sáo, hãy mở mắt ra và chọn hai người chơi để mê hoặc.</translation>
    </message>
    <message>
        <source>Everyone who is charmed, open your eyes and see who else is.</source>
        <translation>Những ai bị mê hoặc, hãy mở mắt ra và xem còn ai nữa.</translation>
    </message>
    <message>
        <source>Aura Seer, open your eyes and choose a player: you will learn whether they have a power.</source>
        <translation>Tiên Tri Thối, hãy mở mắt ra và chọn một người chơi: bạn sẽ biết họ có chức năng hay không.</translation>
    </message>
    <message>
        <source>Enchanter, open your eyes and choose a player to die in your place.</source>
        <translation>Cổ Hoặc Sư, hãy mở mắt ra và chọn một người chơi sẽ chết thay bạn.</translation>
    </message>
    <message>
        <source>Raven, open your eyes and choose a player who starts tomorrow&apos;s vote with two votes.</source>
        <translation>Con Quạ, hãy mở mắt ra và chọn một người chơi sẽ bắt đầu cuộc bỏ phiếu ngày mai với hai phiếu.</translation>
    </message>
    <message>
        <source>Old Hag, open your eyes and choose a player who leaves the village tomorrow.</source>
        <translation>Bà Da Đen, hãy mở mắt ra và chọn một người chơi sẽ rời làng vào ngày mai.</translation>
    </message>
    <message>
        <source>Mad Doctor, open your eyes and choose two players.</source>
        <translation>Bác Sỹ Điên, hãy mở mắt ra và chọn hai người chơi.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. Every other night, you may kill a player.</source>
        <translation>Thích Khách, hãy mở mắt ra. Cứ hai đêm một lần, bạn có thể giết một người chơi.</translation>
    </message>
    <message>
        <source>Apothecary, open your eyes. You may give a draught.</source>
        <translation>Dược Sỹ, hãy mở mắt ra. Bạn có thể cho một liều thuốc.</translation>
    </message>
    <message>
        <source>Ghost, open your eyes. You may write a message for the village.</source>
        <translation>Hồn Ma, hãy mở mắt ra. Bạn có thể viết một lời nhắn cho dân làng.</translation>
    </message>
    <message>
        <source>Gypsy, open your eyes. You may ask the spirits one question.</source>
        <translation>Cô Gái Digan, hãy mở mắt ra. Bạn có thể hỏi các linh hồn một câu hỏi.</translation>
    </message>
    <message>
        <source>Town Crier, open your eyes. You may play one of your cards for tomorrow&apos;s dawn.</source>
        <translation>Người Loan Tin, hãy mở mắt ra. Bạn có thể dùng một lá bài của mình cho buổi sáng ngày mai.</translation>
    </message>
    <message>
        <source>Wolf Hound, close your eyes.</source>
        <translation>Sói Lai, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Avenger, close your eyes.</source>
        <translation>Kẻ Báo Thù, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Wolf brothers, close your eyes.</source>
        <translation>Hai Sói anh em, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Stray Wolf, close your eyes.</source>
        <translation>Sói Lạc Bầy, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Wild Child, close your eyes.</source>
        <translation>Con Hoang, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Shadow, close your eyes.</source>
        <translation>Ảnh Tử, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Heretic, close your eyes.</source>
        <translation>Tà Đạo, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Judge, close your eyes.</source>
        <translation>Thẩm Phán, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Moon Maiden, close your eyes.</source>
        <translation>Nguyệt Nữ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Actor, close your eyes.</source>
        <translation>Diễn Viên, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Little Brother Wolf, close your eyes.</source>
        <translation>Sói Em, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Demon Wolf, close your eyes.</source>
        <translation>Sói quỷ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Big Bad Wolf, close your eyes.</source>
        <translation>Sói Trùm, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>White Wolf, close your eyes.</source>
        <translation>Sói trắng, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Wolf Seer, close your eyes.</source>
        <translation>Sói Tiên Tri, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Fire Wolf, close your eyes.</source>
        <translation>Sói Lửa, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Traitor, close your eyes.</source>
        <translation>Phản Bội, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Vampire, close your eyes.</source>
        <translation>Vampire, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Pied Piper, close your eyes.</source>
        <translation>Kẻ Thổi Sáo, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Charmed ones, close your eyes.</source>
        <translation>Những người bị mê hoặc, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Enchanter, close your eyes.</source>
        <translation>Cổ Hoặc Sư, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Raven, close your eyes.</source>
        <translation>Con Quạ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Old Hag, close your eyes.</source>
        <translation>Bà Da Đen, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Mad Doctor, close your eyes.</source>
        <translation>Bác Sỹ Điên, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Apothecary, close your eyes.</source>
        <translation>Dược Sỹ, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Ghost, close your eyes.</source>
        <translation>Hồn Ma, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Gypsy, close your eyes.</source>
        <translation>Cô Gái Digan, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Town Crier, close your eyes.</source>
        <translation>Người Loan Tin, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Night %1 falls. Everyone, close your eyes.</source>
        <translation>Đêm thứ %1 buông xuống. Mọi người, hãy nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes. The sun rises over the village.</source>
        <translation>Mọi người, hãy mở mắt ra. Mặt trời đã mọc trên ngôi làng.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes. Night falls.</source>
        <translation>Mọi người, hãy nhắm mắt lại. Màn đêm buông xuống.</translation>
    </message>
    <message>
        <source>Everyone, wake up! It is morning.</source>
        <translation>Mọi người, hãy thức dậy! Trời đã sáng.</translation>
    </message>
</context>
<context>
    <name>NightScreen</name>
    <message>
        <source>Tonight&apos;s calls</source>
        <translation>Các lượt gọi đêm nay</translation>
    </message>
    <message>
        <source>Say the call</source>
        <translation>Đọc lượt gọi</translation>
    </message>
    <message>
        <source>Say “close your eyes”</source>
        <translation>Đọc “nhắm mắt”</translation>
    </message>
    <message>
        <source>Say “night falls”</source>
        <translation>Đọc “đêm buông xuống”</translation>
    </message>
    <message>
        <source>Masking sound</source>
        <translation>Âm thanh che</translation>
    </message>
    <message>
        <source>A quiet sound all night, so nobody hears who moves</source>
        <translation>Một âm thanh nhỏ suốt đêm, để không ai nghe thấy ai cử động</translation>
    </message>
    <message>
        <source>Next call</source>
        <translation>Lượt gọi tiếp</translation>
    </message>
    <message>
        <source>Night %1 — call %2 of %3: %4</source>
        <translation>Đêm %1 — lượt gọi %2/%3: %4</translation>
    </message>
    <message>
        <source>Read aloud: “%1”</source>
        <translation>Đọc to: “%1”</translation>
    </message>
    <message>
        <source>Then: “%1”</source>
        <translation>Sau đó: “%1”</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nobody holds this card tonight: fake the call (wait as long as for any other).</source>
        <translation>Đêm nay không ai giữ lá này: hãy gọi giả (chờ lâu như mọi lượt khác).</translation>
    </message>
    <message>
        <source>Nobody can act: fake the call, wait as long as for any other, say nothing more.</source>
        <translation>Không ai hành động được: hãy gọi giả, chờ lâu như mọi lượt khác, không nói thêm gì.</translation>
    </message>
    <message>
        <source>Not %1 again (chosen last night).</source>
        <translation>Không được chọn lại %1 (đã bị chọn đêm qua).</translation>
    </message>
    <message>
        <source>the save potion</source>
        <translation>bình cứu</translation>
    </message>
    <message>
        <source>the poison</source>
        <translation>bình độc</translation>
    </message>
    <message>
        <source>the stupor draught</source>
        <translation>Mê Hồn Dược</translation>
    </message>
    <message>
        <source>the restoring draught</source>
        <translation>Hồi Phục Dược</translation>
    </message>
    <message>
        <source>Used already: %1.</source>
        <translation>Đã dùng: %1.</translation>
    </message>
    <message>
        <source>To the dawn</source>
        <translation>Sang bình minh</translation>
    </message>
</context>
<context>
    <name>OneNightCallsScreen</name>
    <message>
        <source>One Night with real cards: the narrator</source>
        <translation>One Night với bài thật: người dẫn truyện</translation>
    </message>
    <message>
        <source>Deal your own One Night cards (three in the centre), lay the laptop in the middle and press Start: every card&apos;s call is said in turn, the same length each, whether the card was dealt or lies in the centre. Then play the day and the vote at the table.</source>
        <translation>Chia bài One Night của các bạn (ba lá ở giữa), đặt máy ở giữa bàn rồi bấm Bắt đầu: lần lượt từng lá bài được gọi, mỗi lượt dài như nhau, dù lá bài đã được chia hay nằm ở giữa. Sau đó chơi ban ngày và bỏ phiếu tại bàn.</translation>
    </message>
    <message>
        <source>Your last One Night deck</source>
        <translation>Bộ bài One Night bạn chơi lần trước</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Ma Sói + Rạng Đông</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Ma Cà Rồng + Ma Sói</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tất cả</translation>
    </message>
    <message>
        <source>Players: </source>
        <translation>Người chơi: </translation>
    </message>
    <message>
        <source> s a call</source>
        <translation> giây mỗi lượt gọi</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Bắt đầu đêm</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Bộ bài</translation>
    </message>
    <message>
        <source>The calls</source>
        <translation>Các lượt gọi</translation>
    </message>
    <message>
        <source>Press Start when everyone has a card.</source>
        <translation>Bấm Bắt đầu khi mọi người đã có bài.</translation>
    </message>
    <message>
        <source>No voice can speak here: the calls are shown large, with a chime.</source>
        <translation>Máy này không có giọng đọc: các lượt gọi được hiện chữ lớn, kèm tiếng chuông.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Dusk</source>
        <translation>Hoàng Hôn</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Buổi Đêm</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Ban Ngày</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Lật bài</translation>
    </message>
</context>
<context>
    <name>PhoneTurnPage</name>
    <message>
        <source>A turn is being played on a phone</source>
        <translation>Một lượt đang được chơi trên điện thoại</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when the turn is over.</source>
        <translation>Hãy nhắm mắt. Khi lượt xong, máy tính tự đi tiếp.</translation>
    </message>
    <message>
        <source>That phone has lost the connection. Wait for it, or play this turn on the laptop behind the curtain.</source>
        <translation>Điện thoại đó đã mất kết nối. Hãy chờ nó, hoặc chơi lượt này trên máy tính sau màn che.</translation>
    </message>
    <message>
        <source>Play this turn on the laptop</source>
        <translation>Chơi lượt này trên máy tính</translation>
    </message>
    <message>
        <source>The phones are casting their ballots</source>
        <translation>Các điện thoại đang bỏ phiếu</translation>
    </message>
    <message>
        <source>The votes show on the laptop once every ballot is in.</source>
        <translation>Kết quả hiện trên máy tính khi mọi lá phiếu đã được ghi.</translation>
    </message>
    <message>
        <source>The phones are taking their turns</source>
        <translation>Các điện thoại đang chơi lượt của mình</translation>
    </message>
    <message>
        <source>Keep your eyes closed. The laptop goes on by itself when every phone is done.</source>
        <translation>Hãy nhắm mắt. Khi mọi điện thoại xong, máy tính tự đi tiếp.</translation>
    </message>
</context>
<context>
    <name>PhoneWords</name>
    <message>
        <source>%1, it is your turn</source>
        <translation>%1, đến lượt bạn</translation>
    </message>
    <message>
        <source>Make sure nobody can see your phone, then open your screen.</source>
        <translation>Hãy chắc không ai nhìn thấy điện thoại của bạn, rồi mở màn hình.</translation>
    </message>
    <message>
        <source>Open my screen</source>
        <translation>Mở màn hình của tôi</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Buổi Đêm</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Your phone lights up when it is your turn.</source>
        <translation>Hãy nhắm mắt. Điện thoại của bạn sáng lên khi đến lượt bạn.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Chọn</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Ngày %1</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Ban Ngày</translation>
    </message>
    <message>
        <source>Talk at the table. Chat here if you like: the living may write, the dead only read.</source>
        <translation>Hãy bàn luận quanh bàn. Muốn thì trò chuyện ở đây: người sống được viết, người chết chỉ được đọc.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <source>The vote is on the laptop.</source>
        <translation>Bỏ phiếu trên máy tính.</translation>
    </message>
    <message>
        <source>Your ballot is in. The laptop shows the votes once every ballot is cast.</source>
        <translation>Phiếu của bạn đã được ghi. Máy tính sẽ hiện kết quả khi mọi người đã bỏ phiếu.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Ván chơi đã kết thúc</translation>
    </message>
    <message>
        <source>The laptop shows who won.</source>
        <translation>Máy tính cho biết ai thắng.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Vòng %1 trên %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Waiting for the game</source>
        <translation>Đang chờ ván chơi</translation>
    </message>
    <message>
        <source>The host is setting up the game on the laptop.</source>
        <translation>Chủ phòng đang chuẩn bị ván chơi trên máy tính.</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Who is playing?</source>
        <translation>Ai chơi?</translation>
    </message>
    <message>
        <source>List the players clockwise around the table, starting with whoever holds the laptop first. Drag names (or press Ctrl+Up/Down) to change the seating; double-click to rename.</source>
        <translation>Liệt kê người chơi theo chiều kim đồng hồ quanh bàn, bắt đầu từ người cầm máy đầu tiên. Kéo tên (hoặc bấm Ctrl+Lên/Xuống) để đổi chỗ ngồi; bấm đúp để đổi tên.</translation>
    </message>
    <message>
        <source>Players, clockwise</source>
        <translation>Người chơi, theo chiều kim đồng hồ</translation>
    </message>
    <message>
        <source>Add a player&apos;s name…</source>
        <translation>Nhập tên người chơi…</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Tên người chơi mới</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xoá</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Next: choose the cards</source>
        <translation>Tiếp: chọn bài</translation>
    </message>
    <message>
        <source>Seating (clockwise, the laptop starts at the bottom)</source>
        <translation>Chỗ ngồi (theo chiều kim đồng hồ, máy bắt đầu ở dưới cùng)</translation>
    </message>
    <message>
        <source>A name can have at most %1 characters; the rest was left out.</source>
        <translation>Tên chỉ dài tối đa %1 ký tự; phần còn lại đã bị bỏ.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n người chơi</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is full: remove a name to add another.</source>
        <translation>Bàn đã đủ người: bỏ một tên để thêm người khác.</translation>
    </message>
    <message>
        <source>Remove a name to add another.</source>
        <translation>Bỏ một tên để thêm người khác.</translation>
    </message>
</context>
<context>
    <name>Portrait</name>
    <message>
        <source>Fox</source>
        <translation>Cáo</translation>
    </message>
    <message>
        <source>Owl</source>
        <translation>Cú</translation>
    </message>
    <message>
        <source>Rice Farmer</source>
        <translation>Bác nông dân</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Thỏ</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Gấu</translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation>Mèo mun</translation>
    </message>
    <message>
        <source>Lotus Girl</source>
        <translation>Cô gái hoa sen</translation>
    </message>
    <message>
        <source>Deer</source>
        <translation>Nai</translation>
    </message>
    <message>
        <source>Tiger Cub</source>
        <translation>Hổ con</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Ếch</translation>
    </message>
    <message>
        <source>Village Elder</source>
        <translation>Cụ già trong làng</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Cò</translation>
    </message>
    <message>
        <source>Water Buffalo</source>
        <translation>Trâu</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Khỉ</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Gấu mèo</translation>
    </message>
    <message>
        <source>Boar</source>
        <translation>Lợn rừng</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>At Dusk, looks at one centre card and becomes that role for the whole game.</source>
        <translation>Lúc Hoàng Hôn, xem một lá ở giữa và trở thành vai đó suốt ván.</translation>
    </message>
    <message>
        <source>Wakes at Dusk with the other vampires; together they give the Vampire mark to someone who is not a vampire.</source>
        <translation>Thức dậy lúc Hoàng Hôn cùng các ma cà rồng khác; cùng nhau trao Dấu Hiệu Ma Cà Rồng cho một người không phải ma cà rồng.</translation>
    </message>
    <message>
        <source>A vampire. If another Vampire votes for The Master, The Master cannot be killed.</source>
        <translation>Một ma cà rồng. Nếu một Ma Cà Rồng khác bỏ phiếu cho Chúa Tể, Chúa Tể không thể bị giết.</translation>
    </message>
    <message>
        <source>A vampire. After the vampires, gives the Fear mark to a non-vampire, who then cannot act at night.</source>
        <translation>Một ma cà rồng. Sau các ma cà rồng, trao Dấu Hiệu Sợ Hãi cho một người không phải ma cà rồng, người đó không thể hành động ban đêm.</translation>
    </message>
    <message>
        <source>Sees the vampires and whom they marked, then takes the Bat mark. Wins with the vampires.</source>
        <translation>Thấy các ma cà rồng và người bị họ đánh dấu, rồi nhận Dấu Hiệu Dơi. Thắng cùng phe ma cà rồng.</translation>
    </message>
    <message>
        <source>Gives the Disease mark to a neighbour. Whoever votes for the Diseased or the marked player cannot win.</source>
        <translation>Trao Dấu Hiệu Bệnh Tật cho người ngồi cạnh; ai bỏ phiếu cho Người Nhiễm Bệnh hay người ấy đều không thắng.</translation>
    </message>
    <message>
        <source>May give Love marks to two players. If one lover dies, the other dies too.</source>
        <translation>Có thể trao Dấu Hiệu Tình Yêu cho hai người. Nếu một người yêu chết, người kia cũng chết.</translation>
    </message>
    <message>
        <source>May give the Traitor mark to anyone: a traitor wins only if a teammate dies.</source>
        <translation>Có thể trao Dấu Hiệu Phản Bội cho bất kỳ ai: kẻ phản bội chỉ thắng nếu một đồng đội chết.</translation>
    </message>
    <message>
        <source>Takes a fresh Clarity mark and may give another one to a player, wiping out their old mark.</source>
        <translation>Nhận một Dấu Hiệu Trong Sạch mới và có thể trao một cái cho một người, xoá dấu hiệu cũ của họ.</translation>
    </message>
    <message>
        <source>Gives the Assassin mark to anyone and wins if a player holding it dies.</source>
        <translation>Trao Dấu Hiệu Sát Thủ cho bất kỳ ai và thắng nếu người mang nó chết.</translation>
    </message>
    <message>
        <source>Learns who the Assassin is and wins if the Assassin dies; with no Assassin, gives the Assassin mark.</source>
        <translation>Biết ai là Sát Thủ và thắng nếu Sát Thủ chết; nếu không có Sát Thủ, tự trao Dấu Hiệu Sát Thủ.</translation>
    </message>
    <message>
        <source>May look at one player&apos;s card and at another player&apos;s mark.</source>
        <translation>Có thể xem lá bài của một người và dấu hiệu của một người khác.</translation>
    </message>
    <message>
        <source>May swap marks with another player, then looks at the new mark.</source>
        <translation>Có thể đổi dấu hiệu với người khác, rồi xem dấu hiệu mới.</translation>
    </message>
    <message>
        <source>May swap the cards, or the marks, of any two players without looking.</source>
        <translation>Có thể đổi lá bài, hoặc dấu hiệu, của hai người bất kỳ mà không xem.</translation>
    </message>
    <message>
        <source>No night action. Find the monsters and vote them out.</source>
        <translation>Không có hành động ban đêm. Hãy tìm ra quái vật và bỏ phiếu loại chúng.</translation>
    </message>
    <message>
        <source>Looks at another player&apos;s card and becomes that role, acting at once when the role allows.</source>
        <translation>Xem lá bài của một người khác và trở thành vai đó, hành động ngay nếu vai cho phép.</translation>
    </message>
    <message>
        <source>Wakes with the other werewolves. A lone werewolf may look at one centre card.</source>
        <translation>Thức dậy cùng bầy sói. Một con sói đơn độc có thể xem một lá ở giữa.</translation>
    </message>
    <message>
        <source>Sees who the werewolves are and wins with them, even if the Minion dies.</source>
        <translation>Biết ai là ma sói và thắng cùng họ, kể cả khi Tay Sai chết.</translation>
    </message>
    <message>
        <source>Wakes with the other Mason so that they know each other.</source>
        <translation>Thức dậy cùng Thợ Hồ kia để biết nhau.</translation>
    </message>
    <message>
        <source>May look at another player&apos;s card or at two centre cards.</source>
        <translation>Có thể xem lá bài của một người khác hoặc hai lá ở giữa.</translation>
    </message>
    <message>
        <source>May swap cards with another player, then looks at the new card.</source>
        <translation>Có thể đổi lá bài với người khác, rồi xem lá mới.</translation>
    </message>
    <message>
        <source>May swap the cards of two other players without looking.</source>
        <translation>Có thể đổi lá bài của hai người khác mà không xem.</translation>
    </message>
    <message>
        <source>Must swap their card with a centre card without looking at it.</source>
        <translation>Phải đổi lá bài của mình với một lá ở giữa mà không xem.</translation>
    </message>
    <message>
        <source>Wakes last and looks at their own card to see if it changed.</source>
        <translation>Thức dậy sau cùng và xem lại lá bài của mình xem có đổi không.</translation>
    </message>
    <message>
        <source>If the Hunter dies, the player the Hunter voted for dies too.</source>
        <translation>Nếu Thợ Săn chết, người mà Thợ Săn bỏ phiếu cũng chết theo.</translation>
    </message>
    <message>
        <source>Hates the job: wins only by dying.</source>
        <translation>Chán công việc: chỉ thắng khi chết.</translation>
    </message>
    <message>
        <source>May shield another player&apos;s card: nobody may look at it or move it.</source>
        <translation>Có thể đặt khiên lên lá bài của người khác: không ai được xem hay di chuyển nó.</translation>
    </message>
    <message>
        <source>A werewolf who swaps the extra wolf card in the centre with a non-werewolf&apos;s card.</source>
        <translation>Một ma sói đổi lá sói thêm ở giữa với lá bài của một người không phải ma sói.</translation>
    </message>
    <message>
        <source>A werewolf who may also look at another player&apos;s card.</source>
        <translation>Một ma sói còn có thể xem lá bài của một người khác.</translation>
    </message>
    <message>
        <source>A sleepy werewolf: raises a thumb for the other wolves but never wakes.</source>
        <translation>Một con sói buồn ngủ: giơ ngón cái cho các con sói khác nhưng không bao giờ thức dậy.</translation>
    </message>
    <message>
        <source>May look at one centre card.</source>
        <translation>Có thể xem một lá ở giữa.</translation>
    </message>
    <message>
        <source>May look at up to two cards, and turns into the first werewolf, tanner or vampire seen.</source>
        <translation>Có thể xem tối đa hai lá bài, và biến thành ma sói, chán đời hay ma cà rồng đầu tiên mình thấy.</translation>
    </message>
    <message>
        <source>May look at a centre card; if so, must swap it with any player&apos;s card.</source>
        <translation>Có thể xem một lá ở giữa; nếu xem, phải đổi nó với lá bài của một người bất kỳ.</translation>
    </message>
    <message>
        <source>May move every other player&apos;s card one seat left or right.</source>
        <translation>Có thể chuyển lá bài của mọi người khác sang trái hoặc phải một chỗ.</translation>
    </message>
    <message>
        <source>May turn another player&apos;s card face up; monsters and tanners go back face down.</source>
        <translation>Có thể lật ngửa lá bài của người khác; quái vật và chán đời sẽ bị úp lại.</translation>
    </message>
    <message>
        <source>May put a random face-down artifact on any player&apos;s card.</source>
        <translation>Có thể đặt một cổ vật ngẫu nhiên, úp, lên lá bài của bất kỳ ai.</translation>
    </message>
    <message>
        <source>The player the Bodyguard votes for cannot be killed.</source>
        <translation>Người mà Vệ Sĩ bỏ phiếu không thể bị giết.</translation>
    </message>
    <message>
        <source>Sees who looked at or moved a card or a mark tonight.</source>
        <translation>Thấy ai đã xem hoặc di chuyển một lá bài hay dấu hiệu đêm nay.</translation>
    </message>
    <message>
        <source>Sees who the Tanner is and wins if the Tanner dies.</source>
        <translation>Biết ai là Chán Đời và thắng nếu Chán Đời chết.</translation>
    </message>
    <message>
        <source>Taps a neighbour&apos;s shoulder: that player learns the Thing sits beside them.</source>
        <translation>Vỗ vai một người ngồi cạnh: người đó biết Quái Vật ngồi bên mình.</translation>
    </message>
    <message>
        <source>Sees the werewolves and may look at their cards. Wins with the werewolves.</source>
        <translation>Thấy bầy sói và có thể xem lá bài của họ. Thắng cùng phe ma sói.</translation>
    </message>
    <message>
        <source>Sees who the Seer is and may look at the Seer&apos;s card.</source>
        <translation>Biết ai là Tiên Tri và có thể xem lá bài của Tiên Tri.</translation>
    </message>
    <message>
        <source>Cannot be killed by the vote.</source>
        <translation>Không thể bị giết bởi phiếu bầu.</translation>
    </message>
    <message>
        <source>A villager who turns into a werewolf if any werewolf votes for them.</source>
        <translation>Một dân làng sẽ biến thành ma sói nếu có ma sói bỏ phiếu cho mình.</translation>
    </message>
</context>
<context>
    <name>PowerScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Huỷ</translation>
    </message>
    <message>
        <source>%1, you are the Cavalier. Name the player you challenge: a wolf dies; if not, you die. Both are said aloud.</source>
        <translation>%1, bạn là Kỵ Sỹ. Chọn người bạn thách đấu: nếu là Sói thì người đó chết; nếu không, bạn chết. Kết quả được nói to cho cả bàn.</translation>
    </message>
    <message>
        <source>%1, you are the Servant. Take the card of the hanged player? You are revealed; the card itself stays secret.</source>
        <translation>%1, bạn là Hầu Gái. Nhận lá bài của người bị treo cổ? Bạn lộ vai; còn lá bài thì vẫn giữ bí mật.</translation>
    </message>
    <message>
        <source>%1, only the %2 can confirm this now. Press Cancel: nobody will know what you saw.</source>
        <translation>%1, lúc này chỉ %2 mới xác nhận được. Bấm Huỷ: không ai biết bạn đã thấy gì.</translation>
    </message>
    <message>
        <source>Cancel (%1)</source>
        <translation>Huỷ (%1)</translation>
    </message>
    <message>
        <source>Confirm (%1)</source>
        <translation>Xác nhận (%1)</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <source>Werewolf + Daybreak</source>
        <translation>Ma Sói + Rạng Đông</translation>
    </message>
    <message>
        <source>Vampire + Werewolf</source>
        <translation>Ma Cà Rồng + Ma Sói</translation>
    </message>
    <message>
        <source>Everything (all four boxes)</source>
        <translation>Tất cả (cả bốn hộp)</translation>
    </message>
</context>
<context>
    <name>PresserScreen</name>
    <message>
        <source>Who pressed it? Tap your name: the laptop comes to you, behind the curtain. Only the card&apos;s holder can go on; anyone else just cancels, and nobody sees the difference.</source>
        <translation>Ai đã bấm? Chạm vào tên bạn: máy được chuyển cho bạn, sau màn che. Chỉ người giữ lá bài mới làm tiếp được; người khác chỉ cần huỷ, và không ai thấy khác biệt.</translation>
    </message>
    <message>
        <source>Nobody: back</source>
        <translation>Không ai: quay lại</translation>
    </message>
</context>
<context>
    <name>PrivateScreen</name>
    <message>
        <source>Hide (Esc)</source>
        <translation>Ẩn (Esc)</translation>
    </message>
</context>
<context>
    <name>PublicLog</name>
    <message>
        <source>Public log</source>
        <translation>Nhật ký chung</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Ngày %1</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Chưa có gì xảy ra.</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Not yourself: choose another player.</source>
        <translation>Không phải bạn: hãy chọn người khác.</translation>
    </message>
    <message>
        <source>Already chosen: pick someone else.</source>
        <translation>Đã chọn rồi: hãy chọn người khác.</translation>
    </message>
    <message>
        <source>Vampires cannot receive this mark.</source>
        <translation>Ma cà rồng không thể nhận dấu hiệu này.</translation>
    </message>
    <message>
        <source>Vampires, and the player with the Vampire mark, cannot receive Fear.</source>
        <translation>Ma cà rồng, và người mang Dấu Hiệu Ma Cà Rồng, không thể nhận Sợ Hãi.</translation>
    </message>
    <message>
        <source>Only your left or right neighbour.</source>
        <translation>Chỉ người ngồi bên trái hoặc bên phải bạn.</translation>
    </message>
    <message>
        <source>There is no wolf card in this game.</source>
        <translation>Ván này không có lá sói.</translation>
    </message>
    <message>
        <source>This card is shielded.</source>
        <translation>Lá bài này đang có khiên.</translation>
    </message>
    <message>
        <source>You had to stop after the first card.</source>
        <translation>Bạn đã phải dừng sau lá đầu tiên.</translation>
    </message>
    <message>
        <source>The card and the mark must belong to two different players.</source>
        <translation>Lá bài và dấu hiệu phải thuộc về hai người khác nhau.</translation>
    </message>
    <message>
        <source>You know this player is a werewolf.</source>
        <translation>Bạn biết người này là ma sói.</translation>
    </message>
    <message>
        <source>Not the Alpha Wolf you copied.</source>
        <translation>Không được chọn Sói Đầu Đàn mà bạn đã sao chép.</translation>
    </message>
    <message>
        <source>This card already carries an artifact.</source>
        <translation>Lá bài này đã có cổ vật.</translation>
    </message>
    <message>
        <source>This card is already face up: choose a face-down card.</source>
        <translation>Lá bài này đã được lật ngửa: hãy chọn một lá bài úp.</translation>
    </message>
    <message>
        <source>Not allowed for this action.</source>
        <translation>Không được phép cho hành động này.</translation>
    </message>
</context>
<context>
    <name>ResolutionScreen</name>
    <message>
        <source>Turn over all cards</source>
        <translation>Lật tất cả các lá bài</translation>
    </message>
    <message>
        <source>What happened at the vote</source>
        <translation>Kết quả bỏ phiếu</translation>
    </message>
</context>
<context>
    <name>RevealScreen</name>
    <message>
        <source>Who won</source>
        <translation>Ai thắng</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>Đêm qua</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <source>New setup</source>
        <translation>Thiết lập mới</translation>
    </message>
    <message>
        <source>Show the votes</source>
        <translation>Hiện các phiếu bầu</translation>
    </message>
    <message>
        <source>Hide the votes</source>
        <translation>Ẩn các phiếu bầu</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Copycat</source>
        <translation>Kẻ Bắt Chước</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Ma Cà Rồng</translation>
    </message>
    <message>
        <source>The Master</source>
        <translation>Chúa Tể</translation>
    </message>
    <message>
        <source>The Count</source>
        <translation>Bá Tước</translation>
    </message>
    <message>
        <source>Renfield</source>
        <translation>Renfield</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Người Nhiễm Bệnh</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Thần Tình Yêu</translation>
    </message>
    <message>
        <source>Instigator</source>
        <translation>Kẻ Xúi Giục</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Mục Sư</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation>Xạ Thủ</translation>
    </message>
    <message>
        <source>Pickpocket</source>
        <translation>Kẻ Móc Túi</translation>
    </message>
    <message>
        <source>Gremlin</source>
        <translation>Quỷ Gremlin</translation>
    </message>
    <message>
        <source>Villager</source>
        <translation>Dân Làng</translation>
    </message>
    <message>
        <source>Doppelgänger</source>
        <translation>Kẻ Song Trùng</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Ma Sói</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Tay Sai</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Thợ Hồ</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Tiên Tri</translation>
    </message>
    <message>
        <source>Robber</source>
        <translation>Kẻ Trộm</translation>
    </message>
    <message>
        <source>Troublemaker</source>
        <translation>Kẻ Phá Rối</translation>
    </message>
    <message>
        <source>Drunk</source>
        <translation>Kẻ Say Xỉn</translation>
    </message>
    <message>
        <source>Insomniac</source>
        <translation>Kẻ Mất Ngủ</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Thợ Săn</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <source>Sentinel</source>
        <translation>Lính Gác</translation>
    </message>
    <message>
        <source>Alpha Wolf</source>
        <translation>Sói Đầu Đàn</translation>
    </message>
    <message>
        <source>Mystic Wolf</source>
        <translation>Sói Tiên Tri</translation>
    </message>
    <message>
        <source>Dream Wolf</source>
        <translation>Sói Ngái Ngủ</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Tiên Tri Tập Sự</translation>
    </message>
    <message>
        <source>Paranormal Investigator</source>
        <translation>Trinh Thám</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Phù Thủy</translation>
    </message>
    <message>
        <source>Village Idiot</source>
        <translation>Thằng Ngốc</translation>
    </message>
    <message>
        <source>Revealer</source>
        <translation>Người Tiết Lộ</translation>
    </message>
    <message>
        <source>Curator</source>
        <translation>Người Giữ Cổ Vật</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Vệ Sĩ</translation>
    </message>
    <message>
        <source>Aura Seer</source>
        <translation>Tiên Tri Vũ Trụ</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Chán Đời Tập Sự</translation>
    </message>
    <message>
        <source>Thing</source>
        <translation>Quái Vật</translation>
    </message>
    <message>
        <source>Squire</source>
        <translation>Cận Vệ</translation>
    </message>
    <message>
        <source>Beholder</source>
        <translation>Người Quan Sát</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Hoàng Tử</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Kẻ Bị Nguyền</translation>
    </message>
</context>
<context>
    <name>RoleRules</name>
    <message>
        <source>At Dusk, before anyone else, the Copycat looks at one centre card (the wolf card too, when there is one) and becomes that role for the whole game: she wakes when that role wakes, acts as it and is on its team. The copy stays on the Copycat card, so whoever holds that card at the end is the copied role. If she sees the Doppelgänger, she becomes the Doppelgänger. A Copycat card that started in the centre makes its final holder a plain Villager.</source>
        <translation>Lúc Hoàng Hôn, trước mọi người, Kẻ Bắt Chước xem một lá bài ở giữa (cả lá sói, nếu có) và trở thành vai đó suốt ván: cô thức dậy khi vai đó thức dậy, hành động như vai đó và thuộc phe của nó. Bản sao nằm trên lá Kẻ Bắt Chước, nên ai cầm lá đó lúc kết thúc là vai đã bị bắt chước. Nếu cô thấy Kẻ Song Trùng, cô trở thành Kẻ Song Trùng. Lá Kẻ Bắt Chước nằm ở giữa từ đầu thì người cuối cùng cầm nó là Dân Làng thường.</translation>
    </message>
    <message>
        <source>At Dusk all the vampires (Vampire, The Master, The Count) wake together, see each other and must give the Vampire mark to one player who is not a vampire; in pass-and-play the first vampire the laptop reaches chooses and the others are shown the choice. The marked player becomes a Vampire but only learns it at the mark check. The vampire team wins if no Vampire dies and no Tanner dies. The Vampire has no vote power.</source>
        <translation>Lúc Hoàng Hôn, tất cả ma cà rồng (Ma Cà Rồng, Chúa Tể, Bá Tước) cùng thức dậy, nhận ra nhau và phải trao Dấu Hiệu Ma Cà Rồng cho một người không phải ma cà rồng; khi chuyền máy, ma cà rồng đầu tiên cầm máy sẽ chọn và những người kia được cho xem lựa chọn đó. Người bị đánh dấu trở thành Ma Cà Rồng nhưng chỉ biết điều đó khi xem dấu hiệu. Phe ma cà rồng thắng nếu không Ma Cà Rồng nào chết và không Chán Đời nào chết. Ma Cà Rồng không có quyền năng khi bỏ phiếu.</translation>
    </message>
    <message>
        <source>The Master is a vampire and wakes with the vampires at Dusk. If at least one other Vampire points at The Master in the vote, The Master cannot be killed, by votes or by a Hunter: the next player with the most votes (at least two) dies instead. The power holds with the Vampire mark too, but a Love mark kills The Master when the other lover dies.</source>
        <translation>Chúa Tể là một ma cà rồng và thức dậy cùng các ma cà rồng lúc Hoàng Hôn. Nếu ít nhất một Ma Cà Rồng khác chỉ vào Chúa Tể khi bỏ phiếu, Chúa Tể không thể bị giết, dù bởi phiếu bầu hay bởi Thợ Săn: người có nhiều phiếu kế tiếp (ít nhất hai) sẽ chết thay. Quyền năng này vẫn giữ khi có Dấu Hiệu Ma Cà Rồng, nhưng Dấu Hiệu Tình Yêu vẫn khiến Chúa Tể chết khi người yêu kia chết.</translation>
    </message>
    <message>
        <source>The Count is a vampire: he wakes with the vampires at Dusk, then again on his own, and must give the Fear mark to a player who is not a vampire and did not just get the Vampire mark. That player sees the mark at the mark check and takes no action during the Night (Dusk is already over). The Count wins with the vampire team.</source>
        <translation>Bá Tước là một ma cà rồng: ông thức dậy cùng các ma cà rồng lúc Hoàng Hôn, rồi thức dậy thêm một mình và phải trao Dấu Hiệu Sợ Hãi cho một người không phải ma cà rồng và không phải người vừa nhận Dấu Hiệu Ma Cà Rồng. Người đó thấy dấu hiệu khi xem dấu hiệu và không hành động gì trong Đêm (Hoàng Hôn đã qua). Bá Tước thắng cùng phe ma cà rồng.</translation>
    </message>
    <message>
        <source>At Dusk Renfield wakes after the vampires, sees who they are and whom they point at (the new Vampire-mark holder), then takes the Bat mark, which does nothing. He is on the vampire team and wins with it even if he dies; his own death is not a Vampire&apos;s death. If no player is a Vampire at the end, he is on the village team; holding the Vampire mark makes him a Vampire.</source>
        <translation>Lúc Hoàng Hôn, Renfield thức dậy sau các ma cà rồng, thấy họ là ai và họ chỉ vào ai (người mới nhận Dấu Hiệu Ma Cà Rồng), rồi lấy Dấu Hiệu Dơi, dấu hiệu không có tác dụng gì. Anh thuộc phe ma cà rồng và thắng cùng phe đó kể cả khi anh chết; cái chết của anh không tính là một Ma Cà Rồng chết. Nếu lúc kết thúc không ai là Ma Cà Rồng, anh thuộc phe dân làng; cầm Dấu Hiệu Ma Cà Rồng thì anh là Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>At Dusk the Diseased must give the Disease mark to the player on their left or on their right. In the vote, every player who points at the Diseased or at the Disease-mark holder cannot win, even if their team wins. Those votes still count: a contagious player with the most votes dies as usual. The Diseased is on the village team.</source>
        <translation>Lúc Hoàng Hôn, Người Nhiễm Bệnh phải trao Dấu Hiệu Bệnh Tật cho người ngồi bên trái hoặc bên phải mình. Khi bỏ phiếu, ai chỉ vào Người Nhiễm Bệnh hoặc vào người mang Dấu Hiệu Bệnh Tật đều không thể thắng, kể cả khi phe họ thắng. Những phiếu đó vẫn được tính: người lây bệnh có nhiều phiếu nhất vẫn chết như thường. Người Nhiễm Bệnh thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>At Dusk Cupid may give Love marks to two different players, himself allowed. The lovers wake right after the mark check and see each other. If one lover dies, every other Love-mark holder dies too, even a protected one; lovers keep their own teams. With a Doppelgänger-Cupid up to four lovers live and die together.</source>
        <translation>Lúc Hoàng Hôn, Thần Tình Yêu có thể trao Dấu Hiệu Tình Yêu cho hai người khác nhau, kể cả chính mình. Những người yêu nhau thức dậy ngay sau khi xem dấu hiệu và nhìn thấy nhau. Nếu một người yêu chết, mọi người mang Dấu Hiệu Tình Yêu khác cũng chết theo, kể cả người đang được bảo vệ; người yêu nhau vẫn giữ phe của mình. Có Kẻ Song Trùng-Thần Tình Yêu thì tối đa bốn người yêu cùng sống và cùng chết.</translation>
    </message>
    <message>
        <source>At Dusk the Instigator may give the Traitor mark to any player, themselves included. The traitor stays on their team but wins only if another member of that team dies. On a team of one, or on a Tanner or an assassin, the mark changes nothing. The Instigator is on the village team.</source>
        <translation>Lúc Hoàng Hôn, Kẻ Xúi Giục có thể trao Dấu Hiệu Phản Bội cho bất kỳ ai, kể cả chính mình. Kẻ phản bội vẫn ở phe mình nhưng chỉ thắng nếu một thành viên khác của phe đó chết. Với phe chỉ có một người, hoặc với Chán Đời hay sát thủ, dấu hiệu này không thay đổi gì. Kẻ Xúi Giục thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>At Dusk the Priest always takes a fresh Clarity mark and may give another one to a different player; the marks they held go back to the board unseen. Clarity does nothing, so this wipes out a Vampire, Fear, Love or other mark given earlier. The Priest is on the village team.</source>
        <translation>Lúc Hoàng Hôn, Mục Sư luôn nhận một Dấu Hiệu Trong Sạch mới và có thể trao thêm một cái cho một người khác; dấu hiệu cũ của họ được trả về bảng mà không ai xem. Dấu Hiệu Trong Sạch không có tác dụng, nên việc này xoá đi một Dấu Hiệu Ma Cà Rồng, Sợ Hãi, Tình Yêu hay dấu hiệu khác đã được trao trước đó. Mục Sư thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>At Dusk the Assassin must give the Assassin mark to any player, himself included, then keeps his eyes open while the Apprentice Assassin looks for him. He wins if a player holding an Assassin mark dies; if he holds one himself, he wins only if he dies. He wins alongside any other team, dead or alive. If nobody holds an Assassin mark at the end, he is a villager.</source>
        <translation>Lúc Hoàng Hôn, Sát Thủ phải trao Dấu Hiệu Sát Thủ cho bất kỳ ai, kể cả chính mình, rồi vẫn mở mắt trong khi Sát Thủ Tập Sự tìm mình. Sát Thủ thắng nếu một người mang Dấu Hiệu Sát Thủ chết; nếu chính anh mang nó, anh chỉ thắng khi anh chết. Anh thắng cùng bất kỳ phe nào khác, dù sống hay chết. Nếu lúc kết thúc không ai mang Dấu Hiệu Sát Thủ, anh là dân làng.</translation>
    </message>
    <message>
        <source>At Dusk the Apprentice Assassin wakes after the Assassin. If an Assassin woke, the apprentice sees him, does nothing else and wins if an Assassin dies. With no Assassin awake, the apprentice must give the Assassin mark to any player, themselves included, and wins if a mark holder dies. The apprentice wins alongside any other team; if nobody holds an Assassin mark at the end, the apprentice is a villager.</source>
        <translation>Lúc Hoàng Hôn, Sát Thủ Tập Sự thức dậy sau Sát Thủ. Nếu có Sát Thủ đã thức dậy, người tập sự nhìn thấy anh ta, không làm gì thêm và thắng nếu một Sát Thủ chết. Nếu không có Sát Thủ nào thức, người tập sự phải trao Dấu Hiệu Sát Thủ cho bất kỳ ai, kể cả chính mình, và thắng nếu một người mang dấu hiệu chết. Người tập sự thắng cùng bất kỳ phe nào khác; nếu lúc kết thúc không ai mang Dấu Hiệu Sát Thủ, người tập sự là dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Marksman may look at one other player&apos;s card and at the mark of a different other player: one of them, both or neither. A shield stops the look at a card, never the look at a mark. The Marksman is on the village team.</source>
        <translation>Trong Đêm, Xạ Thủ có thể xem lá bài của một người chơi khác và dấu hiệu của một người chơi khác nữa: một trong hai, cả hai, hoặc không. Khiên chặn việc xem lá bài, không bao giờ chặn việc xem dấu hiệu. Xạ Thủ thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Pickpocket may swap his mark with another player&apos;s mark, then looks at his new mark; shields do not stop him. He now has that mark&apos;s effect (a Vampire mark makes him a Vampire), but taking the Fear mark changes nothing: who is afraid was settled at the mark check. The Pickpocket is on the village team.</source>
        <translation>Trong Đêm, Kẻ Móc Túi có thể đổi dấu hiệu của mình với dấu hiệu của một người chơi khác, rồi xem dấu hiệu mới; khiên không ngăn được anh. Giờ anh chịu tác dụng của dấu hiệu đó (Dấu Hiệu Ma Cà Rồng biến anh thành Ma Cà Rồng), nhưng lấy Dấu Hiệu Sợ Hãi thì không thay đổi gì: ai sợ hãi đã được định khi xem dấu hiệu. Kẻ Móc Túi thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Gremlin may swap either the cards or the marks of any two players, himself allowed, without looking. A shield stops a card swap, not a mark swap. Nobody is told. The Gremlin is on the village team.</source>
        <translation>Trong Đêm, Quỷ Gremlin có thể đổi lá bài, hoặc dấu hiệu, của hai người chơi bất kỳ, kể cả chính mình, mà không xem. Khiên chặn việc đổi lá bài, không chặn việc đổi dấu hiệu. Không ai được báo. Quỷ Gremlin thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>The Villager has no night action and no power. Listen, compare stories and vote for a monster: the village wins if a Werewolf or a Vampire dies, or, when no player is one, if nobody dies.</source>
        <translation>Dân Làng không có hành động ban đêm và không có quyền năng. Hãy lắng nghe, so sánh lời khai và bỏ phiếu cho một con quái vật: dân làng thắng nếu một Ma Sói hay một Ma Cà Rồng chết, hoặc, khi không ai là quái vật, nếu không ai chết.</translation>
    </message>
    <message>
        <source>The Doppelgänger looks at another player&apos;s card and becomes that role for the game: at Dusk when Vampire-box roles are in the deck, otherwise at the start of the Night, after the Sentinel. A role that acts once she copies at once; a role with a later turn (Insomniac, Curator, ...) she plays in its turn; a werewolf or vampire wakes with its team. Her marks come from her own board. Copying the Copycat gives her the Copycat&apos;s role with no action. The copy stays on her card; a Doppelgänger card that never copied makes its holder a Villager.</source>
        <translation>Kẻ Song Trùng xem lá bài của một người chơi khác và trở thành vai đó suốt ván: lúc Hoàng Hôn khi bộ bài có vai của hộp Ma Cà Rồng, nếu không thì đầu Đêm, sau Lính Gác. Vai hành động một lần thì cô làm ngay; vai có lượt sau (Kẻ Mất Ngủ, Người Giữ Cổ Vật, ...) thì cô chơi vào lượt đó; ma sói hay ma cà rồng thì thức dậy cùng phe. Dấu hiệu của cô lấy từ bảng riêng của cô. Bắt chước Kẻ Bắt Chước thì cô nhận vai mà Kẻ Bắt Chước đã chọn, không có hành động. Bản sao nằm trên lá bài của cô; lá Kẻ Song Trùng chưa từng bắt chước thì người cầm nó là Dân Làng.</translation>
    </message>
    <message>
        <source>During the Night the werewolves (Werewolf, Alpha Wolf, Mystic Wolf) wake together and see each other, and a Dream Wolf raises a thumb. A werewolf who is alone and sees no thumb may look at one centre card. The werewolf team wins if no Werewolf dies and no Tanner dies. A Werewolf given the Vampire mark still wakes with the werewolves but plays for the vampires.</source>
        <translation>Trong Đêm, các ma sói (Ma Sói, Sói Đầu Đàn, Sói Tiên Tri) cùng thức dậy và nhận ra nhau, còn Sói Ngái Ngủ thì giơ ngón cái. Một ma sói đơn độc không thấy ngón cái nào có thể xem một lá bài ở giữa. Phe ma sói thắng nếu không Ma Sói nào chết và không Chán Đời nào chết. Ma Sói nhận Dấu Hiệu Ma Cà Rồng vẫn thức dậy cùng bầy sói nhưng chơi cho phe ma cà rồng.</translation>
    </message>
    <message>
        <source>During the Night the Minion sees the werewolves raise their thumbs (the Dream Wolf too); they do not learn who the Minion is. The Minion wins with the werewolves even if the Minion dies. If no player is a Werewolf, the Minion wins if someone else dies and no Tanner dies.</source>
        <translation>Trong Đêm, Tay Sai thấy các ma sói giơ ngón cái (cả Sói Ngái Ngủ); họ không biết ai là Tay Sai. Tay Sai thắng cùng phe ma sói kể cả khi Tay Sai chết. Nếu không người chơi nào là Ma Sói, Tay Sai thắng khi có người khác chết và không Chán Đời nào chết.</translation>
    </message>
    <message>
        <source>During the Night the Masons wake together and see each other. A Mason who sees nobody knows that no other player woke as a Mason. Masons are on the village team.</source>
        <translation>Trong Đêm, các Thợ Hồ cùng thức dậy và nhận ra nhau. Thợ Hồ không thấy ai thì biết không người chơi nào khác thức dậy như Thợ Hồ. Thợ Hồ thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Seer may look at another player&apos;s card, or at two centre cards (the wolf card may be one). A shielded card cannot be seen. The Seer raises a thumb for the Beholder and is on the village team.</source>
        <translation>Trong Đêm, Tiên Tri có thể xem lá bài của một người chơi khác, hoặc hai lá bài ở giữa (có thể gồm lá sói). Lá bài có khiên thì không xem được. Tiên Tri giơ ngón cái cho Người Quan Sát và thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Robber may swap his card with another player&apos;s card, then looks at his new card. At the end he is that role and on its team, but he does not act as it tonight; the robbed player is not told. Neither card may be shielded.</source>
        <translation>Trong Đêm, Kẻ Trộm có thể đổi lá bài của mình với lá bài của một người chơi khác, rồi xem lá mới. Lúc kết thúc anh là vai đó và thuộc phe của nó, nhưng đêm nay anh không hành động như vai đó; người bị trộm không được báo. Không lá nào trong hai lá được có khiên.</translation>
    </message>
    <message>
        <source>During the Night the Troublemaker may swap the cards of two other players without looking; they are not told. A shielded card cannot be moved. The Troublemaker is on the village team.</source>
        <translation>Trong Đêm, Kẻ Phá Rối có thể đổi lá bài của hai người chơi khác mà không xem; họ không được báo. Lá bài có khiên thì không di chuyển được. Kẻ Phá Rối thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Drunk must swap his card with a centre card (the wolf card too) without looking at it, so he does not know what he is now. A shield on his card cancels the swap. He ends as whatever card he took.</source>
        <translation>Trong Đêm, Kẻ Say Xỉn phải đổi lá bài của mình với một lá ở giữa (cả lá sói) mà không xem, nên anh không biết giờ mình là ai. Khiên trên lá bài của anh huỷ việc đổi. Cuối cùng anh là lá bài mà anh đã lấy.</translation>
    </message>
    <message>
        <source>Near the end of the Night the Insomniac looks at her own card and learns whether someone moved it; a shield on it blocks the look. She is whatever she finds there.</source>
        <translation>Gần cuối Đêm, Kẻ Mất Ngủ xem lại lá bài của mình và biết có ai đã di chuyển nó không; khiên trên lá bài chặn việc xem. Cô là lá bài mà cô thấy ở đó.</translation>
    </message>
    <message>
        <source>The Hunter has no night action. If the Hunter dies, the player the Hunter points at dies too, unless that player is protected (Bodyguard, Prince, The Master); deaths can chain through other Hunters and lovers. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>Thợ Săn không có hành động ban đêm. Nếu Thợ Săn chết, người mà Thợ Săn chỉ vào cũng chết theo, trừ khi người đó được bảo vệ (Vệ Sĩ, Hoàng Tử, Chúa Tể); cái chết có thể lan qua các Thợ Săn khác và những người yêu nhau. Quyền năng này vẫn giữ khi có Dấu Hiệu Ma Cà Rồng và mất đi khi có cổ vật đổi vai.</translation>
    </message>
    <message>
        <source>The Tanner has no night action and is on a team of his own: he wins only if he dies. If a Tanner dies, neither the werewolves nor the vampires can win, but the village still can (a Tanner and a Werewolf both dead: both win).</source>
        <translation>Chán Đời không có hành động ban đêm và ở một phe riêng: anh chỉ thắng khi anh chết. Nếu một Chán Đời chết, cả phe ma sói lẫn phe ma cà rồng đều không thể thắng, nhưng dân làng vẫn có thể thắng (Chán Đời và một Ma Sói cùng chết: cả hai đều thắng).</translation>
    </message>
    <message>
        <source>At the start of the Night the Sentinel may put a shield on another player&apos;s card. For the rest of the game nobody can look at, move or put an artifact on that card, its holder included. The shield protects the card, not the mark. The Sentinel is on the village team.</source>
        <translation>Đầu Đêm, Lính Gác có thể đặt khiên lên lá bài của một người chơi khác. Cho đến hết ván không ai được xem, di chuyển hay đặt cổ vật lên lá bài đó, kể cả người cầm nó. Khiên bảo vệ lá bài, không bảo vệ dấu hiệu. Lính Gác thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>The Alpha Wolf adds a fourth centre card set apart, the wolf card (a Werewolf, Mystic Wolf or Dream Wolf). He wakes with the werewolves, then must swap the wolf card, unseen, with the card of another player who is not a werewolf he saw and whose card is not shielded. That player is now a werewolf without knowing it.</source>
        <translation>Sói Đầu Đàn thêm một lá thứ tư đặt riêng ở giữa, lá sói (Ma Sói, Sói Tiên Tri hoặc Sói Ngái Ngủ). Anh thức dậy cùng bầy sói, rồi phải đổi lá sói, không xem, với lá bài của một người chơi khác không phải ma sói mà anh đã thấy và lá bài không có khiên. Người đó giờ là ma sói mà không hề biết.</translation>
    </message>
    <message>
        <source>The Mystic Wolf wakes with the werewolves, then may look at another player&apos;s card if it is not shielded. She is a Werewolf in every other way.</source>
        <translation>Sói Tiên Tri thức dậy cùng bầy sói, rồi có thể xem lá bài của một người chơi khác nếu lá đó không có khiên. Ở mọi mặt khác cô là một Ma Sói.</translation>
    </message>
    <message>
        <source>The Dream Wolf never wakes. While the werewolves are awake she raises a thumb so that they know her, and she raises it for the Minion and the Squire. She never counts as a lone wolf, and once her thumb was seen the Alpha Wolf cannot give her the wolf card.</source>
        <translation>Sói Ngái Ngủ không bao giờ thức dậy. Khi bầy sói thức, cô giơ ngón cái để họ biết cô, và cô cũng giơ ngón cái cho Tay Sai và Cận Vệ. Cô không bao giờ được tính là sói đơn độc, và khi ngón cái của cô đã bị thấy, Sói Đầu Đàn không thể trao lá sói cho cô.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Seer may look at one centre card (the wolf card too). She raises a thumb for the Beholder and is on the village team.</source>
        <translation>Trong Đêm, Tiên Tri Tập Sự có thể xem một lá bài ở giữa (cả lá sói). Cô giơ ngón cái cho Người Quan Sát và thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Paranormal Investigator may look at up to two other players&apos; cards, one at a time. Seeing a werewolf, he must stop and becomes a Werewolf; a Tanner, a Tanner; a vampire, a Vampire. The change belongs to the card he holds and counts at the end; he does not wake with his new team.</source>
        <translation>Trong Đêm, Trinh Thám có thể xem lá bài của tối đa hai người chơi khác, lần lượt từng lá. Thấy một ma sói, anh phải dừng lại và trở thành Ma Sói; thấy Chán Đời thì thành Chán Đời; thấy ma cà rồng thì thành Ma Cà Rồng. Sự biến đổi thuộc về lá bài anh đang cầm và được tính lúc kết thúc; anh không thức dậy cùng phe mới của mình.</translation>
    </message>
    <message>
        <source>During the Night the Witch may look at one centre card (the wolf card too); if she does, she must swap it with any player&apos;s card that is not shielded, her own included, without looking again. Taking it herself, she knows her new role but does not act as it.</source>
        <translation>Trong Đêm, Phù Thủy có thể xem một lá bài ở giữa (cả lá sói); nếu xem, cô phải đổi nó với lá bài không có khiên của bất kỳ người chơi nào, kể cả của mình, mà không xem lại. Nếu tự lấy lá đó, cô biết vai mới của mình nhưng không hành động như vai đó.</translation>
    </message>
    <message>
        <source>During the Night the Village Idiot may move every card one place to the left or to the right, except his own and shielded cards, which stay put; nobody is told. With fewer than two cards to move, nothing happens. The Village Idiot is on the village team.</source>
        <translation>Trong Đêm, Thằng Ngốc có thể chuyển mọi lá bài sang trái hoặc sang phải một chỗ, trừ lá của mình và các lá có khiên, những lá này nằm yên; không ai được báo. Nếu ít hơn hai lá có thể di chuyển thì không có gì xảy ra. Thằng Ngốc thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Revealer may turn another player&apos;s card face up (not a shielded one). A village-team card stays face up for everyone to see in the morning (the Doppelgänger, Copycat and Paranormal Investigator cards count as village cards); any other card (werewolves, vampires, Tanners, Minion, Squire, Renfield, assassins) goes back face down at once. She sees it either way.</source>
        <translation>Trong Đêm, Người Tiết Lộ có thể lật ngửa lá bài của một người chơi khác (không phải lá có khiên). Lá bài phe dân làng sẽ để ngửa cho mọi người thấy vào buổi sáng (lá Kẻ Song Trùng, Kẻ Bắt Chước và Trinh Thám được tính là lá dân làng); mọi lá khác (ma sói, ma cà rồng, Chán Đời, Tay Sai, Cận Vệ, Renfield, sát thủ) bị úp lại ngay. Cô luôn thấy lá bài đó.</translation>
    </message>
    <message>
        <source>At the end of the Night the Curator may put a random artifact face down on any card that has none and is not shielded, his own included. At dawn that card&apos;s holder looks at it in secret; the Claw, the Brand and the Cudgel change who the holder is.</source>
        <translation>Cuối Đêm, Người Giữ Cổ Vật có thể đặt úp một cổ vật ngẫu nhiên lên bất kỳ lá bài nào chưa có cổ vật và không có khiên, kể cả lá của mình. Lúc bình minh, người cầm lá bài đó xem cổ vật một cách bí mật; Móng Vuốt, Dấu Ấn và Dùi Cui làm thay đổi vai của người đó.</translation>
    </message>
    <message>
        <source>The Bodyguard has no night action. In the vote, the player the Bodyguard points at cannot be killed, and the Bodyguard&apos;s pointing is not a vote. If that player has the most votes, the next highest with at least two votes dies instead. The power stays with the Vampire mark and is lost with a role-changing artifact.</source>
        <translation>Vệ Sĩ không có hành động ban đêm. Khi bỏ phiếu, người mà Vệ Sĩ chỉ vào không thể bị giết, và việc Vệ Sĩ chỉ tay không tính là một phiếu. Nếu người đó có nhiều phiếu nhất, người có nhiều phiếu kế tiếp với ít nhất hai phiếu sẽ chết thay. Quyền năng này vẫn giữ khi có Dấu Hiệu Ma Cà Rồng và mất đi khi có cổ vật đổi vai.</translation>
    </message>
    <message>
        <source>During the Night the Aura Seer sees every player who, earlier at Dusk or tonight, looked at or moved a card or a mark, handing out marks included; looking at one&apos;s own card or mark does not count. She learns who, not what. The Aura Seer is on the village team.</source>
        <translation>Trong Đêm, Tiên Tri Vũ Trụ thấy mọi người chơi đã xem hoặc di chuyển một lá bài hay một dấu hiệu, từ lúc Hoàng Hôn đến giờ, kể cả việc trao dấu hiệu; xem lá bài hay dấu hiệu của chính mình thì không tính. Cô biết ai, không biết cái gì. Tiên Tri Vũ Trụ thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Apprentice Tanner sees the Tanner raise a thumb. He is on a team of his own and wins if a Tanner dies. If no player is a Tanner at the end, he is a Tanner himself: he wins only by dying, and his death stops the werewolves and the vampires.</source>
        <translation>Trong Đêm, Chán Đời Tập Sự thấy Chán Đời giơ ngón cái. Anh ở một phe riêng và thắng nếu một Chán Đời chết. Nếu lúc kết thúc không ai là Chán Đời, chính anh là Chán Đời: anh chỉ thắng khi chết, và cái chết của anh chặn phe ma sói và phe ma cà rồng.</translation>
    </message>
    <message>
        <source>During the Night the Thing must tap the shoulder of the player on its left or on its right; that player learns that a Thing sits on that side. The Thing is on the village team.</source>
        <translation>Trong Đêm, Quái Vật phải vỗ vai người ngồi bên trái hoặc bên phải mình; người đó biết có một Quái Vật ngồi phía bên ấy. Quái Vật thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>During the Night the Squire sees the werewolves raise their thumbs and may look at their cards (not shielded ones). The Squire wins with the werewolves even if the Squire dies; with no Werewolf among the players, the Squire wins if someone else dies and no Tanner dies.</source>
        <translation>Trong Đêm, Cận Vệ thấy các ma sói giơ ngón cái và có thể xem lá bài của họ (trừ lá có khiên). Cận Vệ thắng cùng phe ma sói kể cả khi Cận Vệ chết; khi không người chơi nào là Ma Sói, Cận Vệ thắng nếu có người khác chết và không Chán Đời nào chết.</translation>
    </message>
    <message>
        <source>During the Night the Beholder sees the Seer and the Apprentice Seer raise their thumbs and may look at their cards (not shielded ones). The Beholder is on the village team.</source>
        <translation>Trong Đêm, Người Quan Sát thấy Tiên Tri và Tiên Tri Tập Sự giơ ngón cái và có thể xem lá bài của họ (trừ lá có khiên). Người Quan Sát thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>The Prince has no night action and cannot be killed by votes or by a Hunter: if the Prince has the most votes, the next highest with at least two votes dies instead. A Love mark still takes the Prince along with a dying lover. The Prince is on the village team.</source>
        <translation>Hoàng Tử không có hành động ban đêm và không thể bị giết bởi phiếu bầu hay bởi Thợ Săn: nếu Hoàng Tử có nhiều phiếu nhất, người có nhiều phiếu kế tiếp với ít nhất hai phiếu sẽ chết thay. Dấu Hiệu Tình Yêu vẫn kéo Hoàng Tử chết theo người yêu. Hoàng Tử thuộc phe dân làng.</translation>
    </message>
    <message>
        <source>The Cursed has no night action and is on the village team until the vote: if at least one Werewolf points at the Cursed, the Cursed becomes a Werewolf and wins or loses with the werewolves. With the Vampire mark the Cursed stays a Vampire.</source>
        <translation>Kẻ Bị Nguyền không có hành động ban đêm và thuộc phe dân làng cho đến lúc bỏ phiếu: nếu ít nhất một Ma Sói chỉ vào Kẻ Bị Nguyền, Kẻ Bị Nguyền trở thành Ma Sói và thắng hay thua cùng phe ma sói. Có Dấu Hiệu Ma Cà Rồng thì Kẻ Bị Nguyền vẫn là Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>Everyone starts with a Clarity mark, and the Priest hands out fresh ones. It does nothing: your card, and any artifact on it, says who you are.</source>
        <translation>Mọi người bắt đầu với một Dấu Hiệu Trong Sạch, và Mục Sư trao thêm những cái mới. Nó không có tác dụng: lá bài của bạn, và cổ vật trên đó nếu có, cho biết bạn là ai.</translation>
    </message>
    <message>
        <source>The vampires give it at Dusk to a player who is not a vampire. Its holder is a Vampire on the vampire team: he keeps his card&apos;s night action and vote power (Hunter, Bodyguard, Prince, The Master, Diseased) but loses its team and its way to win. A role-changing artifact beats it.</source>
        <translation>Các ma cà rồng trao nó lúc Hoàng Hôn cho một người không phải ma cà rồng. Người mang nó là Ma Cà Rồng thuộc phe ma cà rồng: vẫn giữ hành động ban đêm và quyền năng khi bỏ phiếu của lá bài (Thợ Săn, Vệ Sĩ, Hoàng Tử, Chúa Tể, Người Nhiễm Bệnh) nhưng mất phe và cách thắng của lá đó. Cổ vật đổi vai mạnh hơn nó.</translation>
    </message>
    <message>
        <source>The Count gives it. A player who sees the Fear mark at the mark check takes no action during the Night, but still raises a thumb when asked. Moving the mark later changes nothing.</source>
        <translation>Bá Tước trao nó. Ai thấy Dấu Hiệu Sợ Hãi khi xem dấu hiệu sẽ không hành động gì trong Đêm, nhưng vẫn giơ ngón cái khi được yêu cầu. Di chuyển dấu hiệu sau đó không thay đổi gì.</translation>
    </message>
    <message>
        <source>Renfield takes it at Dusk. It has no effect at all.</source>
        <translation>Renfield lấy nó lúc Hoàng Hôn. Nó hoàn toàn không có tác dụng.</translation>
    </message>
    <message>
        <source>The Diseased gives it to a neighbour. Whoever points at its holder in the vote cannot win; the holder can.</source>
        <translation>Người Nhiễm Bệnh trao nó cho một người ngồi cạnh. Ai chỉ vào người mang nó khi bỏ phiếu thì không thể thắng; người mang nó vẫn có thể thắng.</translation>
    </message>
    <message>
        <source>Cupid gives two of them, a Doppelgänger-Cupid two more. The lovers see each other after the mark check. If two or more players hold a Love mark and one of them dies, all of them die, whatever protects them. Lovers keep their teams; a lone Love mark does nothing.</source>
        <translation>Thần Tình Yêu trao hai cái, Kẻ Song Trùng-Thần Tình Yêu trao thêm hai cái. Những người yêu nhau nhìn thấy nhau sau khi xem dấu hiệu. Nếu từ hai người trở lên mang Dấu Hiệu Tình Yêu và một người chết, tất cả đều chết, dù được bảo vệ thế nào. Người yêu nhau giữ phe của mình; một Dấu Hiệu Tình Yêu đơn lẻ không có tác dụng.</translation>
    </message>
    <message>
        <source>The Instigator gives it. Its holder stays on their team but wins only if another member of that team dies. It changes nothing for a player alone on their team, for Tanners or for assassins.</source>
        <translation>Kẻ Xúi Giục trao nó. Người mang nó vẫn ở phe mình nhưng chỉ thắng nếu một thành viên khác của phe đó chết. Nó không thay đổi gì với người một mình một phe, với Chán Đời hay với sát thủ.</translation>
    </message>
    <message>
        <source>The Assassin gives it, or the Apprentice Assassin when no Assassin woke. Its holder is not affected, but the assassins win if a holder dies. If nobody holds an Assassin mark at the end, the Assassin and the apprentice are villagers.</source>
        <translation>Sát Thủ trao nó, hoặc Sát Thủ Tập Sự khi không có Sát Thủ nào thức dậy. Người mang nó không bị ảnh hưởng, nhưng các sát thủ thắng nếu một người mang nó chết. Nếu lúc kết thúc không ai mang Dấu Hiệu Sát Thủ, Sát Thủ và người tập sự là dân làng.</translation>
    </message>
    <message>
        <source>Its holder is a Werewolf on the werewolf team, whatever the card or a Vampire mark says, and the card&apos;s powers are gone. Love, Disease, Traitor and Assassin marks still count. The holder looks at it at dawn and may lie about it.</source>
        <translation>Người mang nó là Ma Sói thuộc phe ma sói, bất kể lá bài hay Dấu Hiệu Ma Cà Rồng nói gì, và quyền năng của lá bài mất đi. Các Dấu Hiệu Tình Yêu, Bệnh Tật, Phản Bội và Sát Thủ vẫn có tác dụng. Người mang xem nó lúc bình minh và có thể nói dối về nó.</translation>
    </message>
    <message>
        <source>Its holder is a plain Villager with no power (a Hunter or Bodyguard loses the vote power), whatever the card or a Vampire mark says. The holder looks at it at dawn and may lie about it.</source>
        <translation>Người mang nó là Dân Làng thường không có quyền năng (Thợ Săn hay Vệ Sĩ mất quyền năng khi bỏ phiếu), bất kể lá bài hay Dấu Hiệu Ma Cà Rồng nói gì. Người mang xem nó lúc bình minh và có thể nói dối về nó.</translation>
    </message>
    <message>
        <source>Its holder is a Tanner, whatever the card or a Vampire mark says: he wins only if he dies, and if he dies neither the werewolves nor the vampires can win.</source>
        <translation>Người mang nó là Chán Đời, bất kể lá bài hay Dấu Hiệu Ma Cà Rồng nói gì: anh chỉ thắng khi chết, và nếu anh chết thì cả phe ma sói lẫn phe ma cà rồng đều không thể thắng.</translation>
    </message>
    <message>
        <source>It does nothing: its holder stays what the card says. Only its holder knows it is harmless.</source>
        <translation>Nó không có tác dụng gì: người mang vẫn là vai trên lá bài. Chỉ người mang biết nó vô hại.</translation>
    </message>
    <message>
        <source>Its holder may not speak during the Day (the table sees to it) but still votes; the role does not change.</source>
        <translation>Người mang nó không được nói trong Ban Ngày (cả bàn cùng giám sát) nhưng vẫn bỏ phiếu; vai không thay đổi.</translation>
    </message>
    <message>
        <source>Its holder turns away from the table during the Day but still votes; the role does not change.</source>
        <translation>Người mang nó quay lưng lại bàn trong Ban Ngày nhưng vẫn bỏ phiếu; vai không thay đổi.</translation>
    </message>
    <message>
        <source>Point at a card to read its full rules here.</source>
        <translation>Trỏ vào một lá bài để đọc luật đầy đủ của nó ở đây.</translation>
    </message>
</context>
<context>
    <name>RolesList</name>
    <message>
        <source>Roles in this game</source>
        <translation>Các vai trong ván này</translation>
    </message>
</context>
<context>
    <name>RoomDialog</name>
    <message>
        <source>Phones as private screens</source>
        <translation>Điện thoại làm màn hình riêng</translation>
    </message>
    <message>
        <source>Players with a phone on the same Wi-Fi can use it as their private screen: scan the code, pick your name and a portrait, tap Ready. The others pass the laptop as usual.</source>
        <translation>Ai có điện thoại cùng mạng Wi-Fi có thể dùng nó làm màn hình riêng: quét mã, chọn tên mình và một chân dung, bấm Sẵn sàng. Những người khác vẫn chuyền máy tính như thường.</translation>
    </message>
    <message>
        <source>Free this seat</source>
        <translation>Giải phóng chỗ này</translation>
    </message>
    <message>
        <source>Port </source>
        <translation>Cổng </translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>Mở phòng</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>Đóng phòng</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Chỗ ngồi</translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation>Không mở được phòng: %1</translation>
    </message>
    <message>
        <source>The room is closed.</source>
        <translation>Phòng đang đóng.</translation>
    </message>
    <message>
        <source>No private network found: connect the laptop to the same Wi-Fi as the phones.</source>
        <translation>Không thấy mạng nội bộ: hãy nối máy tính vào cùng mạng Wi-Fi với các điện thoại.</translation>
    </message>
    <message>
        <source>behind the curtain</source>
        <translation>sau màn che</translation>
    </message>
    <message>
        <source>phone, reconnecting</source>
        <translation>điện thoại, đang kết nối lại</translation>
    </message>
    <message>
        <source>phone, ready (%1)</source>
        <translation>điện thoại, sẵn sàng (%1)</translation>
    </message>
    <message>
        <source>phone, not ready yet (%1)</source>
        <translation>điện thoại, chưa sẵn sàng (%1)</translation>
    </message>
</context>
<context>
    <name>RoomWords</name>
    <message>
        <source>Waiting room</source>
        <translation>Phòng chờ</translation>
    </message>
    <message>
        <source>Tap Ready when you are set.</source>
        <translation>Bấm Sẵn sàng khi bạn đã xong.</translation>
    </message>
    <message>
        <source>You are Ready. Waiting for the others and the host.</source>
        <translation>Bạn đã Sẵn sàng. Đang chờ những người khác và chủ phòng.</translation>
    </message>
    <message>
        <source>The host starts the game when every phone is Ready.</source>
        <translation>Chủ phòng bắt đầu ván khi mọi điện thoại đều Sẵn sàng.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Chưa sẵn sàng</translation>
    </message>
    <message>
        <source>The game has begun</source>
        <translation>Ván chơi đã bắt đầu</translation>
    </message>
    <message>
        <source>Keep this page open: your turns come here.</source>
        <translation>Hãy để trang này mở: lượt của bạn sẽ hiện ở đây.</translation>
    </message>
    <message>
        <source>The host freed this seat.</source>
        <translation>Chủ phòng đã giải phóng chỗ này.</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>Chỗ này đã được mở trên một điện thoại khác.</translation>
    </message>
    <message>
        <source>The message could not be read.</source>
        <translation>Không đọc được tin nhắn.</translation>
    </message>
    <message>
        <source>The message is too long.</source>
        <translation>Tin nhắn quá dài.</translation>
    </message>
    <message>
        <source>The message is not one the room knows.</source>
        <translation>Phòng không hiểu tin nhắn này.</translation>
    </message>
    <message>
        <source>There is no room with this code.</source>
        <translation>Không có phòng nào mang mã này.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>Sai mã quá nhiều lần. Hãy chờ một phút rồi thử lại.</translation>
    </message>
    <message>
        <source>Too many messages. Slow down.</source>
        <translation>Quá nhiều tin nhắn. Chậm lại một chút.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Không có chỗ ngồi này.</translation>
    </message>
    <message>
        <source>This seat plays on the laptop.</source>
        <translation>Chỗ này chơi trên máy tính.</translation>
    </message>
    <message>
        <source>This seat is taken.</source>
        <translation>Chỗ này đã có người.</translation>
    </message>
    <message>
        <source>This seat is open on another phone.</source>
        <translation>Chỗ này đang mở trên một điện thoại khác.</translation>
    </message>
    <message>
        <source>This phone&apos;s seat is no longer held. Join again.</source>
        <translation>Chỗ của điện thoại này không còn giữ nữa. Hãy vào lại.</translation>
    </message>
    <message>
        <source>That is not this phone&apos;s seat.</source>
        <translation>Đó không phải chỗ của điện thoại này.</translation>
    </message>
    <message>
        <source>This screen is over.</source>
        <translation>Màn hình này đã hết.</translation>
    </message>
    <message>
        <source>This message was already received.</source>
        <translation>Tin nhắn này đã nhận rồi.</translation>
    </message>
    <message>
        <source>There is nothing to do on this screen.</source>
        <translation>Màn hình này không có gì để làm.</translation>
    </message>
    <message>
        <source>That choice does not fit this screen.</source>
        <translation>Lựa chọn đó không hợp với màn hình này.</translation>
    </message>
    <message>
        <source>Too early: wait a moment.</source>
        <translation>Sớm quá: chờ một chút.</translation>
    </message>
    <message>
        <source>The chat is closed now.</source>
        <translation>Lúc này không trò chuyện được.</translation>
    </message>
    <message>
        <source>You cannot write here.</source>
        <translation>Bạn không được viết ở đây.</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>Lựa chọn đó không được phép.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>How to play</source>
        <translation>Cách chơi</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Dấu hiệu</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Cổ vật</translation>
    </message>
    <message>
        <source>Everyone gets a secret card. At Dusk and during the Night the laptop goes round the table clockwise; each player opens their own screen behind the curtain, sees what they know and acts when their role wakes. Everyone else&apos;s screen looks the same, so nobody can tell who did what.</source>
        <translation>Mỗi người nhận một lá bài bí mật. Lúc Hoàng Hôn và trong Đêm, máy được chuyền quanh bàn theo chiều kim đồng hồ; mỗi người mở màn hình của mình sau tấm màn, xem những gì mình biết và hành động khi vai của mình thức dậy. Màn hình của mọi người đều trông giống nhau, nên không ai đoán được ai đã làm gì.</translation>
    </message>
    <message>
        <source>In the morning, talk. Then everyone points at another player at the same time: whoever has the most votes (at least two) dies. Your team wins if the right players die — cards may have moved during the night, so you may not be what you were dealt!</source>
        <translation>Buổi sáng, hãy thảo luận. Rồi mọi người cùng lúc chỉ vào một người khác: ai nhiều phiếu nhất (ít nhất hai) sẽ chết. Phe bạn thắng nếu đúng người chết — các lá bài có thể đã bị di chuyển trong đêm, nên có khi bạn không còn là vai lúc đầu!</translation>
    </message>
    <message>
        <source>Marks (Vampire box) lie face down next to each card. Everyone looks at their own mark once, at the end of Dusk.</source>
        <translation>Dấu hiệu (hộp Ma Cà Rồng) được úp cạnh mỗi lá bài. Mỗi người xem dấu hiệu của mình một lần, vào cuối Hoàng Hôn.</translation>
    </message>
    <message>
        <source>Tokens (Daybreak): a shield on a card means nobody may look at it or move it. An artifact lies face down on a card; its holder looks at it at dawn, and the Claw, the Brand and the Cudgel change who the holder is. Players awake at night see the shields already placed; everyone sees every token in the morning, and cards the Revealer left face up.</source>
        <translation>Vật phẩm (Rạng Đông): khiên trên một lá bài nghĩa là không ai được xem hay di chuyển nó. Cổ vật nằm úp trên một lá bài; người giữ lá bài xem nó lúc bình minh, và Móng Vuốt, Dấu Ấn, Dùi Cui làm thay đổi vai của người đó. Người thức trong đêm thấy các khiên đã được đặt; buổi sáng mọi người thấy mọi vật phẩm, và cả những lá bài Người Tiết Lộ để ngửa.</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, a fourth card lies apart in the centre: the wolf card. The Alpha Wolf swaps it with a non-werewolf&apos;s card.</source>
        <translation>Có Sói Đầu Đàn thì có thêm lá thứ tư đặt riêng ở giữa: lá sói. Sói Đầu Đàn đổi nó với lá bài của một người không phải ma sói.</translation>
    </message>
    <message>
        <source>Epic Battle: when werewolves, vampires and villagers are all among the players, the top two places of the vote die, and each team needs two things: the village needs a werewolf and a vampire to die; each monster team needs the other monsters to lose someone while it loses no one.</source>
        <translation>Đại chiến: khi ma sói, ma cà rồng và dân làng đều có trong số người chơi, hai vị trí đầu của cuộc bỏ phiếu đều chết, và mỗi phe cần hai điều: dân làng cần một ma sói và một ma cà rồng chết; mỗi phe quái vật cần phe quái vật kia mất người trong khi phe mình không mất ai.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
</context>
<context>
    <name>Seen</name>
    <message>
        <source>Your card is now: %1.</source>
        <translation>Lá bài của bạn bây giờ: %1.</translation>
    </message>
    <message>
        <source>You looked at %1: %2.</source>
        <translation>Bạn đã xem %1: %2.</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s card: %2.</source>
        <translation>Bạn đã xem bài của %1: %2.</translation>
    </message>
    <message>
        <source>Your mark is %1. %2</source>
        <translation>Dấu hiệu của bạn là %1. %2</translation>
    </message>
    <message>
        <source>You looked at %1&apos;s mark: %2.</source>
        <translation>Bạn đã xem dấu hiệu của %1: %2.</translation>
    </message>
    <message>
        <source>You became: %1.</source>
        <translation>Bạn trở thành: %1.</translation>
    </message>
    <message>
        <source>Someone tapped your left shoulder: a Thing sits on your left (%1).</source>
        <translation>Có người vỗ vai trái bạn: Quái Vật ngồi bên trái bạn (%1).</translation>
    </message>
    <message>
        <source>Someone tapped your right shoulder: a Thing sits on your right (%1).</source>
        <translation>Có người vỗ vai phải bạn: Quái Vật ngồi bên phải bạn (%1).</translation>
    </message>
    <message>
        <source>The vampires pointed at %1: they gave %1 the Vampire mark.</source>
        <translation>Các ma cà rồng chỉ vào %1: họ đã trao cho %1 Dấu Hiệu Ma Cà Rồng.</translation>
    </message>
    <message>
        <source>A Dream Wolf raised a thumb: %1 is a werewolf too, but never wakes up.</source>
        <translation>Một Sói Ngái Ngủ giơ ngón cái: %1 cũng là ma sói, nhưng không bao giờ thức dậy.</translation>
    </message>
    <message>
        <source>No werewolf raised a thumb: no player woke as a werewolf.</source>
        <translation>Không con sói nào giơ ngón cái: không ai thức dậy trong vai ma sói.</translation>
    </message>
    <message>
        <source>The werewolves raised a thumb for you: %1.</source>
        <translation>Bầy sói giơ ngón cái cho bạn: %1.</translation>
    </message>
    <message>
        <source>No Tanner raised a thumb: no player has the Tanner card.</source>
        <translation>Không Chán Đời nào giơ ngón cái: không ai có lá Chán Đời.</translation>
    </message>
    <message>
        <source>The Tanner raised a thumb for you: %1.</source>
        <translation>Chán Đời giơ ngón cái cho bạn: %1.</translation>
    </message>
    <message>
        <source>No Seer or Apprentice Seer raised a thumb.</source>
        <translation>Không Tiên Tri hay Tiên Tri Tập Sự nào giơ ngón cái.</translation>
    </message>
    <message>
        <source>The Seer and Apprentice Seer raised a thumb for you: %1.</source>
        <translation>Tiên Tri và Tiên Tri Tập Sự giơ ngón cái cho bạn: %1.</translation>
    </message>
    <message>
        <source>The Assassin kept their eyes open for you: %1.</source>
        <translation>Sát Thủ mở mắt cho bạn thấy: %1.</translation>
    </message>
    <message>
        <source>The Apprentice Assassin woke up and saw you: %1.</source>
        <translation>Sát Thủ Tập Sự đã thức dậy và thấy bạn: %1.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Werewolf, on the werewolf team.</source>
        <translation>Bạn phải dừng: giờ bạn là Ma Sói, thuộc phe ma sói.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Tanner, and win only if you die.</source>
        <translation>Bạn phải dừng: giờ bạn là Chán Đời, và chỉ thắng khi bạn chết.</translation>
    </message>
    <message>
        <source>That stops you: you are now a Vampire, on the vampire team.</source>
        <translation>Bạn phải dừng: giờ bạn là Ma Cà Rồng, thuộc phe ma cà rồng.</translation>
    </message>
    <message>
        <source>An artifact lies on your card: %1. %2</source>
        <translation>Có một cổ vật trên lá bài của bạn: %1. %2</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2.</source>
        <translation>Lá bài của %1 đang ngửa: %2.</translation>
    </message>
    <message>
        <source>No other vampire woke up.</source>
        <translation>Không có ma cà rồng nào khác thức dậy.</translation>
    </message>
    <message>
        <source>The vampires: %1.</source>
        <translation>Các ma cà rồng: %1.</translation>
    </message>
    <message>
        <source>The vampires gave the Vampire mark to nobody.</source>
        <translation>Các ma cà rồng không trao Dấu Hiệu Ma Cà Rồng cho ai.</translation>
    </message>
    <message>
        <source>You hold a Love mark, but no one else does.</source>
        <translation>Bạn mang Dấu Hiệu Tình Yêu, nhưng không ai khác có.</translation>
    </message>
    <message>
        <source>Your fellow lovers: %1.</source>
        <translation>Người yêu của bạn: %1.</translation>
    </message>
    <message>
        <source>No other werewolf woke up.</source>
        <translation>Không có ma sói nào khác thức dậy.</translation>
    </message>
    <message>
        <source>Your fellow werewolves: %1.</source>
        <translation>Đồng bọn ma sói của bạn: %1.</translation>
    </message>
    <message>
        <source>No other Mason woke up.</source>
        <translation>Không có Thợ Hồ nào khác thức dậy.</translation>
    </message>
    <message>
        <source>Your fellow Mason: %1.</source>
        <translation>Thợ Hồ cùng bạn: %1.</translation>
    </message>
    <message>
        <source>Nobody has looked at or moved a card or a mark yet.</source>
        <translation>Chưa ai xem hay di chuyển lá bài hoặc dấu hiệu nào.</translation>
    </message>
    <message>
        <source>These players looked at or moved a card or a mark: %1.</source>
        <translation>Những người này đã xem hoặc di chuyển lá bài hay dấu hiệu: %1.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>Every visit lasts at least this long, so that nobody can tell who acted.</source>
        <translation>Mỗi lượt xem kéo dài ít nhất chừng này, để không ai đoán được ai đã hành động.</translation>
    </message>
    <message>
        <source> min</source>
        <translation> phút</translation>
    </message>
    <message>
        <source>Narrated night: every call lasts this long, whether anyone acts or not, so that its length tells nobody who holds the role.</source>
        <translation>Đêm có người dẫn: mỗi lượt gọi kéo dài đúng chừng này, dù có ai hành động hay không, để độ dài của nó không tiết lộ ai giữ vai.</translation>
    </message>
    <message>
        <source>Vote in secret, passing the laptop round</source>
        <translation>Bỏ phiếu kín, chuyền máy một vòng</translation>
    </message>
    <message>
        <source>Animate card flips</source>
        <translation>Hiệu ứng lật bài</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Toàn màn hình (F11)</translation>
    </message>
    <message>
        <source>Larger text, to read from across the table</source>
        <translation>Chữ to hơn, để đọc được từ bên kia bàn</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Shortest visit</source>
        <translation>Lượt xem ngắn nhất</translation>
    </message>
    <message>
        <source>Discussion time</source>
        <translation>Thời gian thảo luận</translation>
    </message>
    <message>
        <source>Narrated night: each call</source>
        <translation>Đêm có người dẫn: mỗi lượt gọi</translation>
    </message>
    <message>
        <source>A narrated night no voice can speak is shown on screen only, with a chime at each call: every call lasts this long.</source>
        <translation>Đêm có người dẫn mà không giọng nào đọc được sẽ chỉ hiện trên màn hình, có tiếng chuông ở mỗi lượt gọi: mỗi lượt gọi kéo dài chừng này.</translation>
    </message>
    <message>
        <source>Night on screen only: each call</source>
        <translation>Đêm trên màn hình: mỗi lượt gọi</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <source>Narrator&apos;s voice</source>
        <translation>Giọng người dẫn truyện</translation>
    </message>
    <message>
        <source>Speak the narrator&apos;s lines aloud</source>
        <translation>Đọc to lời người dẫn truyện</translation>
    </message>
    <message>
        <source>Use this computer&apos;s own voice when it has one for the language</source>
        <translation>Dùng giọng của máy tính này khi máy có giọng cho ngôn ngữ đó</translation>
    </message>
    <message>
        <source>Off, or when the computer has no voice for the language, the game&apos;s own voice speaks (eSpeak NG, in Vietnamese, English and Spanish).</source>
        <translation>Khi tắt, hoặc khi máy tính không có giọng cho ngôn ngữ đó, giọng riêng của trò chơi sẽ đọc (eSpeak NG, bằng tiếng Việt, tiếng Anh và tiếng Tây Ban Nha).</translation>
    </message>
    <message>
        <source>Slower to the left, faster to the right.</source>
        <translation>Sang trái chậm hơn, sang phải nhanh hơn.</translation>
    </message>
    <message>
        <source>Lower to the left, higher to the right.</source>
        <translation>Sang trái trầm hơn, sang phải cao hơn.</translation>
    </message>
    <message>
        <source>Test voice</source>
        <translation>Thử giọng</translation>
    </message>
    <message>
        <source>The narrated table mode calls every step of the night aloud and shows each line on screen. Pass-and-play stays silent at night.</source>
        <translation>Chế độ dẫn truyện tại bàn đọc to từng bước của đêm và hiện từng lời trên màn hình. Chế độ chuyền máy vẫn im lặng vào ban đêm.</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Giọng đọc</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tốc độ</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Âm lượng</translation>
    </message>
    <message>
        <source>Pitch</source>
        <translation>Cao độ</translation>
    </message>
    <message>
        <source>Default voice</source>
        <translation>Giọng mặc định</translation>
    </message>
    <message>
        <source>No voice on this machine: the narrator&apos;s lines are shown on screen only.</source>
        <translation>Máy này không có giọng đọc: lời người dẫn truyện chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>Voices on this machine: %1.</source>
        <translation>Giọng đọc có trên máy này: %1.</translation>
    </message>
    <message>
        <source>None for %1: its lines are shown on screen only.</source>
        <translation>Không có giọng %1: lời chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>%1 is spoken by the game&apos;s own voice (eSpeak NG).</source>
        <translation>%1: do giọng riêng của trò chơi đọc (eSpeak NG).</translation>
    </message>
    <message>
        <source>%1 is spoken by this computer&apos;s voice.</source>
        <translation>%1: do giọng của máy tính này đọc.</translation>
    </message>
    <message>
        <source>(No voice on this machine: shown on screen only.)</source>
        <translation>(Máy này không có giọng đọc: chỉ hiện trên màn hình.)</translation>
    </message>
    <message>
        <source>(No voice for this language: shown on screen only.)</source>
        <translation>(Không có giọng cho ngôn ngữ này: chỉ hiện trên màn hình.)</translation>
    </message>
    <message>
        <source>(The voice failed: shown on screen only.)</source>
        <translation>(Giọng đọc bị lỗi: chỉ hiện trên màn hình.)</translation>
    </message>
    <message>
        <source>(The voice did not answer: shown on screen only.)</source>
        <translation>(Giọng đọc không phản hồi: chỉ hiện trên màn hình.)</translation>
    </message>
    <message>
        <source>(No sound output on this machine: shown on screen only.)</source>
        <translation>(Máy này không có đầu ra âm thanh: chỉ hiện trên màn hình.)</translation>
    </message>
    <message>
        <source>Play sounds (chimes, the bear&apos;s growl)</source>
        <translation>Phát âm thanh (tiếng chuông, tiếng gấu gầm gừ)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>Seat %1: %2</source>
        <translation>Ghế %1: %2</translation>
    </message>
    <message>
        <source>%1, %2 in the deck. %3</source>
        <translation>%1, %2 lá trong bộ bài. %3</translation>
    </message>
    <message>
        <source>Seat 3 to 10 players (now %1).</source>
        <translation>Cần từ 3 đến 10 người chơi (hiện có %1).</translation>
    </message>
    <message>
        <source>Choose %1 cards: one per player and 3 for the centre (now %2).</source>
        <translation>Chọn %1 lá: mỗi người một lá và 3 lá ở giữa (hiện có %2).</translation>
    </message>
    <message>
        <source>Only Vampire, Werewolf and Mason may be taken twice, and Villager three times.</source>
        <translation>Chỉ Ma Cà Rồng, Ma Sói và Thợ Hồ được lấy hai lá, và Dân Làng ba lá.</translation>
    </message>
    <message>
        <source>With the Alpha Wolf, choose %1 cards: one per player, three for the centre and one more for the wolf card set apart (now %2).</source>
        <translation>Có Sói Đầu Đàn thì chọn %1 lá: mỗi người một lá, ba lá ở giữa và thêm một lá sói đặt riêng (hiện có %2).</translation>
    </message>
    <message>
        <source>The Alpha Wolf needs a wolf card in the centre: add a Werewolf, Mystic Wolf or Dream Wolf card to the deck.</source>
        <translation>Sói Đầu Đàn cần một lá sói ở giữa: hãy thêm lá Ma Sói, Sói Tiên Tri hoặc Sói Ngái Ngủ vào bộ bài.</translation>
    </message>
    <message>
        <source>The deck holds a card this version does not know.</source>
        <translation>Bộ bài có một lá mà phiên bản này không biết.</translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation>Tên không được để trống.</translation>
    </message>
    <message>
        <source>Two players cannot have the same name.</source>
        <translation>Hai người chơi không được trùng tên.</translation>
    </message>
    <message>
        <source>At most 10 players can sit at the table.</source>
        <translation>Tối đa 10 người chơi.</translation>
    </message>
    <message>
        <source>This name looks just like another player&apos;s name. Pick one that looks different, so that every curtain shows clearly whose turn it is.</source>
        <translation>Tên này trông giống hệt tên của một người chơi khác. Hãy chọn tên trông khác đi, để mỗi màn che đều cho thấy rõ đến lượt ai.</translation>
    </message>
    <message>
        <source>A name can have at most 60 characters.</source>
        <translation>Tên chỉ được dài tối đa 60 ký tự.</translation>
    </message>
    <message>
        <source>Night: pass the laptop round</source>
        <translation>Ban đêm: chuyền máy quanh bàn</translation>
    </message>
    <message>
        <source>Night: narrated, laptop in the middle</source>
        <translation>Ban đêm: có người dẫn, máy đặt giữa bàn</translation>
    </message>
    <message>
        <source>How the night is played</source>
        <translation>Cách chơi ban đêm</translation>
    </message>
    <message>
        <source>Pass the laptop round: each player looks in private, in silence.
Narrated: everyone closes their eyes; the laptop calls each role in turn, and the player called presses and holds the moon to act.</source>
        <translation>Chuyền máy quanh bàn: từng người xem riêng, trong im lặng.
Có người dẫn: mọi người nhắm mắt; máy lần lượt gọi từng vai, người được gọi nhấn giữ mặt trăng để hành động.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Pass the Night</source>
        <translation>Chuyền Đêm</translation>
    </message>
    <message>
        <source>Two games for one laptop passed from seat to seat: Werewolf, night after night, and One Night Ultimate Vampire.</source>
        <translation>Hai trò chơi trên một máy tính chuyền tay quanh bàn: Ma Sói qua nhiều đêm, và Ma Cà Rồng Một Đêm.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Resume game in progress</source>
        <translation>Chơi tiếp ván đang dở</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <source>F11: full screen (also in Settings)</source>
        <translation>F11: toàn màn hình (cũng có trong Cài đặt)</translation>
    </message>
    <message>
        <source>See the last game&apos;s results</source>
        <translation>Xem lại kết quả ván vừa chơi</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>The vampires</source>
        <translation>Các ma cà rồng</translation>
    </message>
    <message>
        <source>The werewolves</source>
        <translation>Bầy sói</translation>
    </message>
    <message>
        <source>The masons</source>
        <translation>Các Thợ Hồ</translation>
    </message>
    <message>
        <source>The lovers</source>
        <translation>Các người yêu</translation>
    </message>
    <message>
        <source>Mark check</source>
        <translation>Xem dấu hiệu</translation>
    </message>
    <message>
        <source>Dawn</source>
        <translation>Bình Minh</translation>
    </message>
    <message>
        <source>Doppelgänger-%1</source>
        <translation>Kẻ Song Trùng-%1</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>%1&apos;s card</source>
        <translation>lá bài của %1</translation>
    </message>
    <message>
        <source>swapped cards with %1</source>
        <translation>đổi bài với %1</translation>
    </message>
    <message>
        <source>swapped the cards of %1</source>
        <translation>đổi bài của %1</translation>
    </message>
    <message>
        <source>swapped %1 with %2&apos;s card</source>
        <translation>đổi %1 với lá bài của %2</translation>
    </message>
    <message>
        <source>swapped their card with %1</source>
        <translation>đổi lá bài của mình với %1</translation>
    </message>
    <message>
        <source>swapped the marks of %1</source>
        <translation>đổi dấu hiệu của %1</translation>
    </message>
    <message>
        <source>swapped marks with %1</source>
        <translation>đổi dấu hiệu với %1</translation>
    </message>
    <message>
        <source>swapped the wolf card with %1&apos;s card</source>
        <translation>đổi lá sói với lá bài của %1</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the left</source>
        <translation>chuyển bài của mọi người khác sang trái</translation>
    </message>
    <message>
        <source>moved everyone else&apos;s card to the right</source>
        <translation>chuyển bài của mọi người khác sang phải</translation>
    </message>
    <message>
        <source>tapped %1 on the shoulder</source>
        <translation>vỗ vai %1</translation>
    </message>
    <message>
        <source>shielded %1&apos;s card</source>
        <translation>đặt khiên lên lá bài của %1</translation>
    </message>
    <message>
        <source>turned %1&apos;s card face up</source>
        <translation>lật ngửa lá bài của %1</translation>
    </message>
    <message>
        <source>put an artifact on %1&apos;s card</source>
        <translation>đặt một cổ vật lên lá bài của %1</translation>
    </message>
    <message>
        <source>%1 found the %2 on their card</source>
        <translation>%1 thấy %2 trên lá bài của mình</translation>
    </message>
    <message>
        <source>%1&apos;s card lies face up: %2</source>
        <translation>lá bài của %1 đang ngửa: %2</translation>
    </message>
    <message>
        <source>Dawn: %1.</source>
        <translation>Bình minh: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Mark check: everyone looked at their mark (%1).</source>
        <translation>Xem dấu hiệu: mọi người xem dấu hiệu của mình (%1).</translation>
    </message>
    <message>
        <source>%1: nobody woke up (the card was in the centre, or its holder was afraid).</source>
        <translation>%1: không ai thức dậy (lá bài nằm ở giữa, hoặc người giữ nó đang sợ hãi).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>saw their own card: %1</source>
        <translation>xem lá bài của chính mình: %1</translation>
    </message>
    <message>
        <source>looked at %1: %2</source>
        <translation>xem %1: %2</translation>
    </message>
    <message>
        <source>now holds %1</source>
        <translation>giờ mang %1</translation>
    </message>
    <message>
        <source>looked at %1&apos;s mark: %2</source>
        <translation>xem dấu hiệu của %1: %2</translation>
    </message>
    <message>
        <source>became the %1</source>
        <translation>trở thành %1</translation>
    </message>
    <message>
        <source>gave %1 to %2</source>
        <translation>trao %1 cho %2</translation>
    </message>
    <message>
        <source>the artifact was the %1</source>
        <translation>cổ vật là %1</translation>
    </message>
    <message>
        <source>turned into a %1</source>
        <translation>biến thành %1</translation>
    </message>
    <message>
        <source>the card stays face up</source>
        <translation>lá bài vẫn để ngửa</translation>
    </message>
    <message>
        <source>chose to do nothing</source>
        <translation>chọn không làm gì</translation>
    </message>
    <message>
        <source>woke up and saw each other</source>
        <translation>thức dậy và nhìn thấy nhau</translation>
    </message>
    <message>
        <source>had nothing to do</source>
        <translation>không có gì để làm</translation>
    </message>
    <message>
        <source>woke up</source>
        <translation>thức dậy</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1 is protected by the Bodyguard (%2) and cannot be killed.</source>
        <translation>%1 được Vệ Sĩ (%2) bảo vệ và không thể bị giết.</translation>
    </message>
    <message>
        <source>%1 is the Prince and cannot be killed, by votes or by a Hunter.</source>
        <translation>%1 là Hoàng Tử và không thể bị giết, dù bởi phiếu bầu hay Thợ Săn.</translation>
    </message>
    <message>
        <source>%1 is the Bodyguard: pointing at %2 protects %2 and is not a vote.</source>
        <translation>%1 là Vệ Sĩ: chỉ vào %2 là bảo vệ %2, không phải một phiếu bầu.</translation>
    </message>
    <message>
        <source>Epic battle: werewolves, vampires and villagers are all at the table, so the top two places die (everyone tied at the top, or the top and the runner-up).</source>
        <translation>Đại chiến: ma sói, ma cà rồng và dân làng đều có mặt, nên hai vị trí đầu đều chết (mọi người bằng phiếu cao nhất, hoặc người cao nhất và người về nhì).</translation>
    </message>
    <message numerus="yes">
        <source>%1 had more votes but cannot be killed, so the next highest with at least 2 votes dies instead.</source>
        <translation>
            <numerusform>%1 có nhiều phiếu hơn nhưng không thể bị giết, nên người có phiếu cao kế tiếp (ít nhất 2 phiếu) chết thay.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody has more than one vote, so nobody dies by the vote.</source>
        <translation>Không ai có hơn một phiếu, nên không ai chết vì phiếu bầu.</translation>
    </message>
    <message>
        <source>Nobody dies by the vote.</source>
        <translation>Không ai chết vì phiếu bầu.</translation>
    </message>
    <message>
        <source>%1 was the Cursed: a werewolf (%2) pointed at them, so they become a werewolf, on the werewolf team.</source>
        <translation>%1 là Kẻ Bị Nguyền: một ma sói (%2) đã chỉ vào họ, nên họ thành ma sói, thuộc phe ma sói.</translation>
    </message>
    <message>
        <source>%1 is The Master, and a fellow Vampire pointed at them: they cannot be killed.</source>
        <translation>%1 là Chúa Tể, và một Ma Cà Rồng khác đã chỉ vào họ: họ không thể bị giết.</translation>
    </message>
    <message>
        <source>%1 is protected.</source>
        <translation>%1 được bảo vệ.</translation>
    </message>
    <message>
        <source>Nobody dies</source>
        <translation>Không ai chết</translation>
    </message>
    <message numerus="yes">
        <source>%1 died</source>
        <translation>
            <numerusform>%1 đã chết</numerusform>
        </translation>
    </message>
    <message>
        <source>Votes: %1.</source>
        <translation>Số phiếu: %1.</translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) of those who can be killed, and dies.</source>
        <translation>%1 có nhiều phiếu nhất (%2) trong số những người có thể bị giết, và chết.</translation>
    </message>
    <message>
        <source>%1 has the most votes (%2) and dies.</source>
        <translation>%1 có nhiều phiếu nhất (%2) và chết.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they held a Love mark.</source>
        <translation>%1 chết vì đau lòng: họ mang Dấu Hiệu Tình Yêu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pointed at a diseased player and cannot win.</source>
        <translation>
            <numerusform>%1 đã chỉ vào một người nhiễm bệnh và không thể thắng.</numerusform>
        </translation>
    </message>
    <message>
        <source>woke up alone</source>
        <translation>thức dậy một mình</translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): both die.</source>
        <translation>
            <numerusform>%1 bằng nhau với %n phiếu: cả hai đều chết.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 are tied with %n vote(s): they all die.</source>
        <translation>
            <numerusform>%1 bằng nhau với %n phiếu: tất cả đều chết.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 comes second with %n vote(s) and dies too (Epic battle).</source>
        <translation>
            <numerusform>%1 về nhì với %n phiếu và cũng chết (Đại chiến).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was the Hunter and points at %2, but %2 cannot be killed.</source>
        <translation>%1 là Thợ Săn và chỉ vào %2, nhưng %2 không thể bị giết.</translation>
    </message>
    <message>
        <source>%1 was the Hunter: %2, the player they point at, dies too.</source>
        <translation>%1 là Thợ Săn: %2, người mà họ chỉ vào, cũng chết theo.</translation>
    </message>
    <message>
        <source>%1 dies of a broken heart: they and %2 held Love marks.</source>
        <translation>%1 chết vì đau lòng: họ và %2 cùng mang Dấu Hiệu Tình Yêu.</translation>
    </message>
    <message>
        <source>%1 is taken down by a Hunter.</source>
        <translation>%1 bị một Thợ Săn hạ gục.</translation>
    </message>
    <message>
        <source>%1 (copied the %2)</source>
        <translation>%1 (đã sao chép %2)</translation>
    </message>
    <message>
        <source>%1, turned %2</source>
        <translation>%1, đã biến thành %2</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <translation>%1 với %2</translation>
    </message>
    <message>
        <source>%1, a Vampire by the mark</source>
        <translation>%1, là Ma Cà Rồng nhờ dấu hiệu</translation>
    </message>
    <message>
        <source>%1, turned werewolf by the vote</source>
        <translation>%1, thành ma sói sau cuộc bỏ phiếu</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>thắng</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>thua</translation>
    </message>
    <message>
        <source> (dead)</source>
        <translation> (đã chết)</translation>
    </message>
    <message>
        <source>%1%2: %3 with %4 (%5) — %6</source>
        <translation>%1%2: %3 với %4 (%5) — %6</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: face-down card</source>
        <translation>%1: lá bài úp</translation>
    </message>
    <message>
        <source>the wolf card</source>
        <translation>lá sói</translation>
    </message>
    <message>
        <source>centre card %1</source>
        <translation>lá giữa %1</translation>
    </message>
    <message>
        <source>A shield lies on the card of %1: nobody could look at it or move it.</source>
        <translation>Có khiên trên lá bài của %1: không ai được xem hay di chuyển nó.</translation>
    </message>
    <message>
        <source>A face-down artifact lies on the card of %1: only they know which one.</source>
        <translation>Có một cổ vật úp trên lá bài của %1: chỉ người đó biết là cổ vật gì.</translation>
    </message>
    <message>
        <source>%1&apos;s card was left face up: %2.</source>
        <translation>Lá bài của %1 được để ngửa: %2.</translation>
    </message>
    <message>
        <source>wolf card</source>
        <translation>lá sói</translation>
    </message>
</context>
<context>
    <name>TableCardScreen</name>
    <message>
        <source>Remember it, press Done, and put the laptop back for the next player.</source>
        <translation>Hãy nhớ kỹ, nhấn Xong rồi đặt máy lại cho người tiếp theo.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Hide (Esc)</source>
        <translation>Ẩn (Esc)</translation>
    </message>
    <message>
        <source>%1, this is your card</source>
        <translation>%1, đây là lá bài của bạn</translation>
    </message>
</context>
<context>
    <name>TableNightScreen</name>
    <message>
        <source>Back to menu</source>
        <translation>Về menu</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Đêm có người dẫn</translation>
    </message>
    <message>
        <source>Start the night</source>
        <translation>Bắt đầu đêm</translation>
    </message>
    <message>
        <source>Every call lasts %1 s, whoever holds the role.</source>
        <translation>Mỗi lượt gọi kéo dài %1 giây, dù ai giữ vai đó.</translation>
    </message>
    <message>
        <source>Nobody will hear the calls: on screen only, each call is shown large with a chime, and lasts %1 s.</source>
        <translation>Sẽ không ai nghe thấy lời gọi: chỉ trên màn hình, mỗi lượt gọi hiện chữ lớn kèm tiếng chuông và kéo dài %1 giây.</translation>
    </message>
    <message>
        <source>Start the night on screen only</source>
        <translation>Bắt đầu đêm chỉ trên màn hình</translation>
    </message>
    <message>
        <source>Before the night: everyone sees their card</source>
        <translation>Trước khi vào đêm: mọi người xem lá bài của mình</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Chuyển cho %1</translation>
    </message>
    <message>
        <source>Only this player may look. Press and hold the moon to see your card.</source>
        <translation>Chỉ người này được xem. Nhấn giữ mặt trăng để xem lá bài.</translation>
    </message>
    <message>
        <source>Put the laptop in the middle of the table.</source>
        <translation>Đặt máy vào giữa bàn.</translation>
    </message>
    <message>
        <source>Press Start the night: the narrator calls each role in turn. When you are called, open your eyes, press and hold the moon, and act.</source>
        <translation>Nhấn Bắt đầu đêm: người dẫn sẽ lần lượt gọi từng vai. Khi được gọi, hãy mở mắt, nhấn giữ mặt trăng và hành động.</translation>
    </message>
    <message>
        <source>On screen only: at each chime the call is shown here. When it is yours, press and hold the moon to see your turn.</source>
        <translation>Chỉ trên màn hình: mỗi tiếng chuông, lời gọi hiện ở đây. Khi đến lượt bạn, hãy nhấn giữ mặt trăng để xem lượt của mình.</translation>
    </message>
    <message>
        <source>Eyes closed. When the narrator calls you, open your eyes, press and hold the moon to see your turn, and close your eyes again when you are done.</source>
        <translation>Nhắm mắt lại. Khi người dẫn gọi bạn, hãy mở mắt, nhấn giữ mặt trăng để xem lượt của mình, xong thì nhắm mắt lại.</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>New Moon: read this card aloud</source>
        <translation>Trăng Non: đọc to lá bài này</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Thông báo</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Thảo luận</translation>
    </message>
    <message>
        <source>Nothing announced yet today.</source>
        <translation>Hôm nay chưa có thông báo nào.</translation>
    </message>
    <message>
        <source>In private:</source>
        <translation>Riêng tư:</translation>
    </message>
    <message>
        <source>The accused&apos;s defence</source>
        <translation>Người lên giàn tự bào chữa</translation>
    </message>
    <message>
        <source>Elect the captain</source>
        <translation>Bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>Start the vote</source>
        <translation>Bắt đầu bỏ phiếu</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Kết thúc ván chơi</translation>
    </message>
    <message>
        <source>To the day</source>
        <translation>Sang ban ngày</translation>
    </message>
    <message>
        <source>Night %1 falls</source>
        <translation>Đêm %1 buông xuống</translation>
    </message>
    <message>
        <source>The captain&apos;s election</source>
        <translation>Bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>Kill or spare: the ballots</source>
        <translation>Treo hay tha: bỏ phiếu</translation>
    </message>
    <message>
        <source>The second vote</source>
        <translation>Lần bỏ phiếu thứ hai</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>Played by the town crier, %1.</source>
        <translation>Do người loan tin %1 chơi.</translation>
    </message>
    <message>
        <source>%1 draws the card.</source>
        <translation>%1 rút lá bài.</translation>
    </message>
</context>
<context>
    <name>TallyScreen</name>
    <message>
        <source>Continue</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>The votes of day %1</source>
        <translation>Phiếu bầu ngày %1</translation>
    </message>
    <message>
        <source>Day %1: the captain election</source>
        <translation>Ngày %1: bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>Day %1: the secret ballot</source>
        <translation>Ngày %1: bỏ phiếu kín</translation>
    </message>
    <message>
        <source>Day %1: kill or spare</source>
        <translation>Ngày %1: treo hay tha</translation>
    </message>
    <message>
        <source>Day %1: the Judge&apos;s second vote</source>
        <translation>Ngày %1: lần bỏ phiếu thứ hai của Thẩm Phán</translation>
    </message>
    <message>
        <source>The ballots stay secret until the end of the game.</source>
        <translation>Các lá phiếu được giữ kín đến cuối ván.</translation>
    </message>
    <message>
        <source>Nobody voted: the village has no captain</source>
        <translation>Không ai bỏ phiếu: làng không có Trưởng Làng</translation>
    </message>
    <message>
        <source>A tie between %1, drawn at random: %2 is the captain</source>
        <translation>Hòa phiếu giữa %1, bốc thăm ngẫu nhiên: %2 là Trưởng Làng</translation>
    </message>
    <message>
        <source>%1 is the captain</source>
        <translation>%1 là Trưởng Làng</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts twice (×2).</source>
        <translation>%1 là Trưởng Làng: lá phiếu đó tính gấp đôi (×2).</translation>
    </message>
    <message>
        <source>%1 is the captain: that ballot counts three times today (×3).</source>
        <translation>%1 là Trưởng Làng: hôm nay lá phiếu đó tính ba lần (×3).</translation>
    </message>
    <message>
        <source>Switched Seats: votes for %1 count for %2, and the reverse.</source>
        <translation>Đổi Chỗ: phiếu bầu cho %1 được tính cho %2, và ngược lại.</translation>
    </message>
    <message>
        <source>The Raven marked %1: 2 votes against them from the start (+2).</source>
        <translation>Con Quạ đã đánh dấu %1: bị tính sẵn 2 phiếu từ đầu (+2).</translation>
    </message>
    <message>
        <source>Nobody went on trial</source>
        <translation>Không ai lên giàn</translation>
    </message>
    <message>
        <source>Nobody was voted out</source>
        <translation>Không ai bị treo cổ</translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation>Hòa phiếu giữa %1</translation>
    </message>
    <message>
        <source>%1 goes on trial</source>
        <translation>%1 lên giàn</translation>
    </message>
    <message>
        <source>%1 has the most votes, too few for a trial: nobody goes on trial</source>
        <translation>%1 nhiều phiếu nhất nhưng chưa đủ để lên giàn: không ai lên giàn</translation>
    </message>
    <message>
        <source>Most votes: %1</source>
        <translation>Nhiều phiếu nhất: %1</translation>
    </message>
    <message>
        <source>%1 is condemned</source>
        <translation>%1 bị kết án</translation>
    </message>
    <message>
        <source>%1 is spared</source>
        <translation>%1 được tha</translation>
    </message>
    <message>
        <source>Kill: %1   ·   Spare: %2</source>
        <translation>Treo: %1   ·   Tha: %2</translation>
    </message>
    <message numerus="yes">
        <source>To go on trial: more than half of the %1 players present, %n vote(s) or more</source>
        <translation>
            <numerusform>Để lên giàn: hơn một nửa trong %1 người có mặt hôm nay, từ %n phiếu trở lên</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>phiếu trắng: %1</translation>
    </message>
    <message>
        <source>More kills than spares: hanged. A tie or more spares: spared.</source>
        <translation>Phiếu treo nhiều hơn phiếu tha: bị treo cổ. Hòa hoặc nhiều phiếu tha hơn: được tha.</translation>
    </message>
</context>
<context>
    <name>TallyView</name>
    <message>
        <source>Nobody was voted out</source>
        <translation>Không ai bị treo cổ</translation>
    </message>
    <message>
        <source>%1 was voted out</source>
        <translation>%1 bị treo cổ</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s)</source>
        <translation>
            <numerusform>%1: %n phiếu</numerusform>
        </translation>
    </message>
    <message>
        <source>abstained: %1</source>
        <translation>phiếu trắng: %1</translation>
    </message>
    <message>
        <source>Nobody voted.</source>
        <translation>Không ai bỏ phiếu.</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>The village wins: %1</source>
        <translation>Dân làng thắng: %1</translation>
    </message>
    <message>
        <source>The werewolves win: %1</source>
        <translation>Ma sói thắng: %1</translation>
    </message>
    <message>
        <source>The vampires win: %1</source>
        <translation>Ma cà rồng thắng: %1</translation>
    </message>
    <message>
        <source>The Tanner wins: %1</source>
        <translation>Chán Đời thắng: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner wins: %1</source>
        <translation>Chán Đời Tập Sự thắng: %1</translation>
    </message>
    <message>
        <source>The Assassin wins: %1</source>
        <translation>Sát Thủ thắng: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin wins: %1</source>
        <translation>Sát Thủ Tập Sự thắng: %1</translation>
    </message>
    <message>
        <source>The village loses: %1</source>
        <translation>Dân làng thua: %1</translation>
    </message>
    <message>
        <source>The werewolves lose: %1</source>
        <translation>Ma sói thua: %1</translation>
    </message>
    <message>
        <source>The vampires lose: %1</source>
        <translation>Ma cà rồng thua: %1</translation>
    </message>
    <message>
        <source>The Tanner loses: %1</source>
        <translation>Chán Đời thua: %1</translation>
    </message>
    <message>
        <source>The Apprentice Tanner loses: %1</source>
        <translation>Chán Đời Tập Sự thua: %1</translation>
    </message>
    <message>
        <source>The Assassin loses: %1</source>
        <translation>Sát Thủ thua: %1</translation>
    </message>
    <message>
        <source>The Apprentice Assassin loses: %1</source>
        <translation>Sát Thủ Tập Sự thua: %1</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Dân làng</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Ma sói</translation>
    </message>
    <message>
        <source>Vampires</source>
        <translation>Ma cà rồng</translation>
    </message>
    <message>
        <source>Tanner</source>
        <translation>Chán Đời</translation>
    </message>
    <message>
        <source>Apprentice Tanner</source>
        <translation>Chán Đời Tập Sự</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Sát Thủ</translation>
    </message>
    <message>
        <source>Apprentice Assassin</source>
        <translation>Sát Thủ Tập Sự</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
</context>
<context>
    <name>TieBreakScreen</name>
    <message>
        <source>Let the tie stand</source>
        <translation>Để nguyên thế hòa</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <source>A tie: %1, the captain, decides</source>
        <translation>Hòa phiếu: Trưởng Làng %1 quyết định</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n vote(s) each</source>
        <translation>
            <numerusform>%1: mỗi người %n phiếu</numerusform>
        </translation>
    </message>
    <message>
        <source>Tied at the top: %1</source>
        <translation>Hòa phiếu cao nhất: %1</translation>
    </message>
    <message>
        <source>%1 names one of them as the vote&apos;s result, or lets the tie stand.</source>
        <translation>%1 chọn một người trong số họ làm kết quả bỏ phiếu, hoặc để nguyên thế hòa.</translation>
    </message>
    <message>
        <source>Confirm: %1</source>
        <translation>Xác nhận: %1</translation>
    </message>
</context>
<context>
    <name>TrialScreen</name>
    <message>
        <source>Defence</source>
        <translation>Lời bào chữa</translation>
    </message>
    <message>
        <source>Defence time left</source>
        <translation>Thời gian bào chữa còn lại</translation>
    </message>
    <message>
        <source>Start the defence</source>
        <translation>Bắt đầu bào chữa</translation>
    </message>
    <message>
        <source>Kill or spare: the secret ballots</source>
        <translation>Treo hay tha: bỏ phiếu kín</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Hết giờ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>Day %1: the trial</source>
        <translation>Ngày %1: lên giàn</translation>
    </message>
    <message>
        <source>%1 is on trial</source>
        <translation>%1 đang lên giàn</translation>
    </message>
    <message>
        <source>%1 speaks in their defence; nobody else speaks without leave. Then everyone else with a vote casts a secret ballot: kill or spare. More kills than spares and %1 is hanged.</source>
        <translation>%1 tự bào chữa; không ai khác được nói khi chưa được phép. Sau đó những người khác còn quyền bỏ phiếu sẽ bỏ phiếu kín: treo hay tha. Phiếu treo nhiều hơn phiếu tha thì %1 bị treo cổ.</translation>
    </message>
</context>
<context>
    <name>VisitScreen</name>
    <message>
        <source>Confirm</source>
        <translation>Xác nhận</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Những gì bạn biết</translation>
    </message>
    <message>
        <source>%1, this screen is for you only</source>
        <translation>%1, màn hình này chỉ dành cho bạn</translation>
    </message>
    <message>
        <source>Your role: %1 (card: %2)</source>
        <translation>Vai của bạn: %1 (lá bài: %2)</translation>
    </message>
    <message>
        <source>Your role: %1</source>
        <translation>Vai của bạn: %1</translation>
    </message>
    <message>
        <source>— now a %1</source>
        <translation>— giờ là %1</translation>
    </message>
    <message>
        <source>Your card at the start: %1. %2</source>
        <translation>Lá bài lúc đầu của bạn: %1. %2</translation>
    </message>
    <message>
        <source>New: </source>
        <translation>Mới: </translation>
    </message>
    <message>
        <source>At dawn you find an artifact on your card: %1. %2</source>
        <translation>Lúc bình minh, bạn thấy một cổ vật trên lá bài của mình: %1. %2</translation>
    </message>
    <message>
        <source>You are now the %1.</source>
        <translation>Giờ bạn là %1.</translation>
    </message>
    <message>
        <source>Press Confirm.</source>
        <translation>Bấm Xác nhận.</translation>
    </message>
    <message>
        <source>You are now the %1 and act at once:</source>
        <translation>Giờ bạn là %1 và hành động ngay:</translation>
    </message>
    <message>
        <source>Or press Confirm to do nothing more.</source>
        <translation>Hoặc bấm Xác nhận để không làm gì thêm.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Đến lượt bạn: %1</translation>
    </message>
    <message>
        <source>Awake with you: %1.</source>
        <translation>Thức cùng bạn: %1.</translation>
    </message>
    <message>
        <source>This happens later tonight: choose now, and you will see the result at your next turn.</source>
        <translation>Việc này xảy ra sau trong đêm: hãy chọn bây giờ, bạn sẽ thấy kết quả ở lượt sau.</translation>
    </message>
    <message>
        <source>Your choice first: tap what you choose, then the taps that do nothing.</source>
        <translation>Chọn trước đã: chạm vào thứ bạn chọn, rồi mới đến những lần chạm không có tác dụng.</translation>
    </message>
    <message>
        <source>There is nothing you can do this time. Press Confirm.</source>
        <translation>Lần này bạn không thể làm gì. Bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Back to menu</source>
        <translation>Về menu</translation>
    </message>
    <message>
        <source>You choose for all the vampires.</source>
        <translation>Bạn chọn thay cho tất cả ma cà rồng.</translation>
    </message>
    <message>
        <source>%1: what happened</source>
        <translation>%1: chuyện gì đã xảy ra</translation>
    </message>
    <message>
        <source>Your team had already chosen.</source>
        <translation>Đồng đội của bạn đã chọn trước rồi.</translation>
    </message>
    <message>
        <source>Your choice is made. You will see what happens at your next turn.</source>
        <translation>Đã chọn xong. Bạn sẽ thấy kết quả ở lượt sau.</translation>
    </message>
    <message>
        <source>Your choice is made.</source>
        <translation>Đã chọn xong.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Sleep</source>
        <translation>Ngủ</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done.</source>
        <translation>Hãy nhắm mắt. Hết giờ thì bấm Xong.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any two cards on the table, then press Confirm.</source>
        <translation>Bây giờ bạn không phải làm gì. Để không ai đoán được, hãy chạm vào hai lá bài bất kỳ rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any card on the table, then press Confirm.</source>
        <translation>Bây giờ bạn không phải làm gì. Để không ai đoán được, hãy chạm vào một lá bài bất kỳ rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Narrated night</source>
        <translation>Đêm có người dẫn</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xoá hết</translation>
    </message>
    <message>
        <source>That is all for you now. Press Done, leave the laptop in the middle and close your eyes.</source>
        <translation>Thế là xong phần của bạn. Nhấn Xong, để máy ở giữa bàn và nhắm mắt lại.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. When the time is up, press Done and pass the laptop on.</source>
        <translation>Hãy nhắm mắt. Hết giờ thì bấm Xong và chuyền máy đi.</translation>
    </message>
    <message>
        <source>%1&apos;s card</source>
        <translation>lá bài của %1</translation>
    </message>
    <message>
        <source>%1&apos;s mark</source>
        <translation>dấu hiệu của %1</translation>
    </message>
    <message>
        <source>left</source>
        <translation>trái</translation>
    </message>
    <message>
        <source>right</source>
        <translation>phải</translation>
    </message>
    <message>
        <source>Your choice: %1</source>
        <translation>Bạn chọn: %1</translation>
    </message>
    <message>
        <source>Tap %1 (left)</source>
        <translation>Vỗ vai %1 (trái)</translation>
    </message>
    <message>
        <source>Tap %1 (right)</source>
        <translation>Vỗ vai %1 (phải)</translation>
    </message>
    <message>
        <source>Move cards to the left</source>
        <translation>Chuyển bài sang trái</translation>
    </message>
    <message>
        <source>Move cards to the right</source>
        <translation>Chuyển bài sang phải</translation>
    </message>
    <message>
        <source>Done (%1)</source>
        <translation>Xong (%1)</translation>
    </message>
    <message>
        <source>You chose to do nothing.</source>
        <translation>Bạn chọn không làm gì.</translation>
    </message>
    <message>
        <source>Lap %1 of %2</source>
        <translation>Vòng %1 trên %2</translation>
    </message>
    <message>
        <source>Nothing to do for you right now. So that nobody can tell, tap any three cards on the table, then press Confirm.</source>
        <translation>Bây giờ bạn không phải làm gì. Để không ai đoán được, hãy chạm vào ba lá bài bất kỳ rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Keep your eyes closed. Press Next.</source>
        <translation>Hãy nhắm mắt. Bấm Tiếp.</translation>
    </message>
    <message>
        <source>Press Next.</source>
        <translation>Bấm Tiếp.</translation>
    </message>
    <message>
        <source>Taps: %1 of %2</source>
        <translation>Đã chạm: %1 trên %2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Trái</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, %1 more times: they do nothing. Then press Confirm.</source>
        <translation>Chạm thêm %1 lần vào các lá bài bất kỳ, hoặc Không làm gì: những lần chạm này không có tác dụng gì. Rồi bấm Xác nhận.</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Phải</translation>
    </message>
    <message>
        <source>Press Confirm to see it.</source>
        <translation>Bấm Xác nhận để xem.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Không làm gì</translation>
    </message>
    <message>
        <source>Tap any card, or Nothing, once more: it does nothing. Then press Confirm.</source>
        <translation>Chạm thêm một lần vào một lá bài bất kỳ, hoặc Không làm gì: lần chạm này không có tác dụng gì. Rồi bấm Xác nhận.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No voice on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>Máy tính này không có giọng đọc: lời người dẫn chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>No voice for this language on this computer: the lines are shown on screen only.</source>
        <translation>Máy tính này không có giọng đọc cho ngôn ngữ này: lời chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>The voice failed: the lines are shown on screen only.</source>
        <translation>Giọng đọc bị lỗi: lời chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>The voice did not answer: the lines are shown on screen only.</source>
        <translation>Giọng đọc không phản hồi: lời chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>No sound output on this computer: the narrator&apos;s lines are shown on screen only.</source>
        <translation>Máy tính này không có đầu ra âm thanh: lời người dẫn chỉ hiện trên màn hình.</translation>
    </message>
    <message>
        <source>The narrator&apos;s voice is off.</source>
        <translation>Giọng người dẫn đang tắt.</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%1 → (not yet)</source>
        <translation>%1 → (chưa chọn)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>VoteScreen</name>
    <message>
        <source>When the count reaches zero, everyone points at another player, all at the same time. Keep pointing until every vote is entered.</source>
        <translation>Khi đếm đến không, mọi người cùng lúc chỉ vào một người khác. Giữ tay chỉ cho đến khi mọi phiếu được nhập.</translation>
    </message>
    <message>
        <source>Start the countdown</source>
        <translation>Bắt đầu đếm ngược</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Confirm the votes</source>
        <translation>Xác nhận phiếu</translation>
    </message>
    <message>
        <source>Everyone points at another player. Click a player, then the player they point at — or pick from the lists below.</source>
        <translation>Mọi người chỉ vào một người khác. Bấm vào một người, rồi vào người mà họ chỉ — hoặc chọn trong danh sách bên dưới.</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Bỏ phiếu</translation>
    </message>
    <message>
        <source>Everyone, get ready to point…</source>
        <translation>Mọi người, chuẩn bị chỉ tay…</translation>
    </message>
    <message>
        <source>Everyone point… 3</source>
        <translation>Mọi người chỉ tay… 3</translation>
    </message>
    <message>
        <source>Point now!</source>
        <translation>Chỉ ngay!</translation>
    </message>
    <message>
        <source>(points at…)</source>
        <translation>(chỉ vào…)</translation>
    </message>
    <message>
        <source>%1 points at</source>
        <translation>%1 chỉ vào</translation>
    </message>
    <message>
        <source>Every vote is in. Check the arrows, then confirm.</source>
        <translation>Đã đủ phiếu. Kiểm tra các mũi tên rồi xác nhận.</translation>
    </message>
    <message>
        <source>Click a player who is pointing.</source>
        <translation>Bấm vào một người đang chỉ tay.</translation>
    </message>
    <message>
        <source>Whom does %1 point at?</source>
        <translation>%1 chỉ vào ai?</translation>
    </message>
    <message>
        <source>Everyone must point at someone.</source>
        <translation>Ai cũng phải chỉ vào một người.</translation>
    </message>
    <message>
        <source>Everyone must point at another player.</source>
        <translation>Ai cũng phải chỉ vào một người khác.</translation>
    </message>
    <message>
        <source>Each player&apos;s pointing</source>
        <translation>Từng người chỉ vào ai</translation>
    </message>
    <message>
        <source>Counted hands</source>
        <translation>Đếm số tay giơ</translation>
    </message>
    <message>
        <source>Record the vote</source>
        <translation>Ghi lại phiếu bầu</translation>
    </message>
    <message>
        <source>— abstains —</source>
        <translation>— không bỏ phiếu —</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>treo</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>tha</translation>
    </message>
    <message>
        <source>Hands for %1</source>
        <translation>Số tay cho %1</translation>
    </message>
    <message>
        <source>%1 (captain, not counted above) points at</source>
        <translation>%1 (Trưởng Làng, không tính ở trên) chỉ vào</translation>
    </message>
    <message>
        <source>Day %1: the captain&apos;s election</source>
        <translation>Ngày %1: bầu Trưởng Làng</translation>
    </message>
    <message>
        <source>Day %1: the vote</source>
        <translation>Ngày %1: bỏ phiếu</translation>
    </message>
    <message>
        <source>Day %1: kill or spare %2?</source>
        <translation>Ngày %1: treo hay tha %2?</translation>
    </message>
    <message>
        <source>Day %1: the second vote</source>
        <translation>Ngày %1: lần bỏ phiếu thứ hai</translation>
    </message>
    <message>
        <source>Everyone points at the captain they want (themself too). Enter each player&apos;s pointing, or the hands counted for each player.</source>
        <translation>Mọi người chỉ vào người mình muốn làm Trưởng Làng (kể cả chính mình). Nhập người mà từng người chỉ, hoặc số tay giơ cho từng người.</translation>
    </message>
    <message>
        <source>“Whom do you suspect? Point! 5, 4, 3, 2, 1!” Enter each player&apos;s pointing, or the hands counted for each player. A hand lowered is an abstention.</source>
        <translation>“Nghi ngờ ai chỉ người đó! 5, 4, 3, 2, 1, HẾT!” Nhập người mà từng người chỉ, hoặc số tay giơ cho từng người. Ai bỏ tay xuống xem như không bỏ phiếu.</translation>
    </message>
    <message>
        <source>“Kill or spare! 5, 4, 3, 2, 1!” Enter each player&apos;s hand, or the counts.</source>
        <translation>“Treo hay tha! 5, 4, 3, 2, 1, HẾT!” Nhập tay của từng người, hoặc số đếm.</translation>
    </message>
    <message>
        <source>The village votes again at once: enter each player&apos;s pointing, or the counts.</source>
        <translation>Dân làng bỏ phiếu lại ngay: nhập người mà từng người chỉ, hoặc số tay giơ.</translation>
    </message>
    <message>
        <source>%1&apos;s ballot: %2</source>
        <translation>Phiếu của %1: %2</translation>
    </message>
</context>
<context>
    <name>VoteVisitScreen</name>
    <message>
        <source>Click the player you point at, then confirm. Nobody else sees your vote until everyone has voted.</source>
        <translation>Bấm vào người bạn chỉ, rồi xác nhận. Không ai thấy phiếu của bạn cho đến khi mọi người đã bỏ phiếu.</translation>
    </message>
    <message>
        <source>Confirm my vote</source>
        <translation>Xác nhận phiếu của tôi</translation>
    </message>
    <message>
        <source>%1, whom do you point at?</source>
        <translation>%1, bạn chỉ vào ai?</translation>
    </message>
    <message>
        <source>Confirm my vote (%1)</source>
        <translation>Xác nhận phiếu của tôi (%1)</translation>
    </message>
    <message>
        <source>You cannot vote for yourself.</source>
        <translation>Bạn không thể bỏ phiếu cho chính mình.</translation>
    </message>
    <message>
        <source>You point at: %1</source>
        <translation>Bạn chỉ vào: %1</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>Epic battle: the village needs a vampire and a werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Đại chiến: dân làng cần một ma cà rồng và một ma sói chết. Ma cà rồng đã chết: %1. Ma sói đã chết: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>A monster died (%1): the village wins.</source>
        <translation>Một quái vật đã chết (%1): dân làng thắng.</translation>
    </message>
    <message>
        <source>No werewolf or vampire died (they were %1): the village loses.</source>
        <translation>Không ma sói hay ma cà rồng nào chết (họ là %1): dân làng thua.</translation>
    </message>
    <message>
        <source>No werewolf died (they were %1): the village loses.</source>
        <translation>Không ma sói nào chết (họ là %1): dân làng thua.</translation>
    </message>
    <message>
        <source>No vampire died (they were %1): the village loses.</source>
        <translation>Không ma cà rồng nào chết (họ là %1): dân làng thua.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, and nobody died: the village wins.</source>
        <translation>Không ai là ma sói hay ma cà rồng, và không ai chết: dân làng thắng.</translation>
    </message>
    <message>
        <source>No player was a werewolf or a vampire, yet %1 died: the village loses.</source>
        <translation>Không ai là ma sói hay ma cà rồng, vậy mà %1 đã chết: dân làng thua.</translation>
    </message>
    <message>
        <source>A Tanner died (%1): neither the werewolves nor the vampires can win.</source>
        <translation>Một Chán Đời đã chết (%1): cả ma sói lẫn ma cà rồng đều không thể thắng.</translation>
    </message>
    <message>
        <source>Epic battle: the werewolves need a vampire to die and no werewolf to die. Dead vampires: %1. Dead werewolves: %2.</source>
        <translation>Đại chiến: ma sói cần một ma cà rồng chết và không ma sói nào chết. Ma cà rồng đã chết: %1. Ma sói đã chết: %2.</translation>
    </message>
    <message>
        <source>Epic battle: the vampires need a werewolf to die and no vampire to die. Dead werewolves: %1. Dead vampires: %2.</source>
        <translation>Đại chiến: ma cà rồng cần một ma sói chết và không ma cà rồng nào chết. Ma sói đã chết: %1. Ma cà rồng đã chết: %2.</translation>
    </message>
    <message>
        <source>No player was a werewolf: %1 wins only if someone else dies.</source>
        <translation>Không ai là ma sói: %1 chỉ thắng nếu một người khác chết.</translation>
    </message>
    <message>
        <source>%1 died: the %2 lose.</source>
        <translation>%1 đã chết: phe %2 thua.</translation>
    </message>
    <message>
        <source>werewolves</source>
        <translation>ma sói</translation>
    </message>
    <message>
        <source>vampires</source>
        <translation>ma cà rồng</translation>
    </message>
    <message>
        <source>No %1 died: the %1 win.</source>
        <translation>Không %1 nào chết: phe %1 thắng.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and died: the Tanner wins.</source>
        <translation>%1 là Chán Đời và đã chết: Chán Đời thắng.</translation>
    </message>
    <message>
        <source>%1 was a Tanner and survived: the Tanner loses.</source>
        <translation>%1 là Chán Đời và còn sống: Chán Đời thua.</translation>
    </message>
    <message>
        <source>%1 is the Apprentice Tanner and wins if the Tanner (%2) dies.</source>
        <translation>%1 là Chán Đời Tập Sự và thắng nếu Chán Đời (%2) chết.</translation>
    </message>
    <message>
        <source>%1 wins if a player holding an Assassin mark dies (%2).</source>
        <translation>%1 thắng nếu một người mang Dấu Hiệu Sát Thủ chết (%2).</translation>
    </message>
    <message>
        <source>%1 held the Traitor mark: they win only if someone else on their team dies.</source>
        <translation>%1 mang Dấu Hiệu Phản Bội: họ chỉ thắng nếu một người khác cùng phe chết.</translation>
    </message>
</context>
</TS>
