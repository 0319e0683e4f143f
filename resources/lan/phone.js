// The phone page of Pass the Night: joins the laptop's room and draws the screens it sends.
// It works nothing out itself: every word of the game comes from the laptop, already translated;
// every text goes in with textContent (a name like <b>x</b> shows as typed). No sound, no vibration.
"use strict";

const WORDS = {
  en: {
    join: "Join", code: "Type the room code shown on the laptop", seats: "Tap your name",
    taken: "taken", curtain: "plays behind the curtain", portrait: "Pick a portrait", claim: "Take this seat",
    connecting: "Connecting…", reconnecting: "Reconnecting…", connected: "Connected",
    chat_day: "Day chat", chat_wolves: "The wolves", send: "Send", day: "Day", night: "Night", noroom: "Join a room",
    wait: "Wait…", seconds: "s",
    e_bad_room: "No room has this code: check it on the laptop.", e_too_many_tries: "Too many wrong codes: wait a minute.",
    e_seat_taken: "Someone took this seat first.", e_seat_busy: "This seat is open on another phone.",
    e_bad_token: "The host freed this seat: join again.", e_rate_limited: "Slow down a little.",
    e_too_early: "Wait until the time is up.", e_stale: "The screen changed: look again.",
    e_chat_closed: "The chat is closed now.", e_not_allowed: "You cannot write here.",
  },
  vi: {
    join: "Vào phòng", code: "Nhập mã phòng hiện trên máy tính", seats: "Chạm vào tên của bạn",
    taken: "đã có người", curtain: "chơi sau màn che", portrait: "Chọn một chân dung", claim: "Nhận chỗ này",
    connecting: "Đang kết nối…", reconnecting: "Đang kết nối lại…", connected: "Đã kết nối",
    chat_day: "Trò chuyện ban ngày", chat_wolves: "Bầy sói", send: "Gửi", day: "Ngày", night: "Đêm", noroom: "Vào một phòng",
    wait: "Chờ…", seconds: "giây",
    e_bad_room: "Không có phòng nào mang mã này: xem lại trên máy tính.", e_too_many_tries: "Sai mã quá nhiều lần: chờ một phút.",
    e_seat_taken: "Có người đã nhận chỗ này trước.", e_seat_busy: "Chỗ này đang mở trên một điện thoại khác.",
    e_bad_token: "Chủ phòng đã giải phóng chỗ này: hãy vào lại.", e_rate_limited: "Chậm lại một chút.",
    e_too_early: "Hãy chờ hết giờ.", e_stale: "Màn hình đã đổi: hãy xem lại.",
    e_chat_closed: "Lúc này không trò chuyện được.", e_not_allowed: "Bạn không được viết ở đây.",
  },
  es: {
    join: "Entrar", code: "Escribe el código de la sala que muestra el portátil", seats: "Toca tu nombre",
    taken: "ocupado", curtain: "juega tras la cortina", portrait: "Elige un retrato", claim: "Ocupar este asiento",
    connecting: "Conectando…", reconnecting: "Reconectando…", connected: "Conectado",
    chat_day: "Chat del día", chat_wolves: "Los lobos", send: "Enviar", day: "Día", night: "Noche", noroom: "Entra en una sala",
    wait: "Espera…", seconds: "s",
    e_bad_room: "Ninguna sala tiene este código: compruébalo en el portátil.", e_too_many_tries: "Demasiados códigos erróneos: espera un minuto.",
    e_seat_taken: "Alguien ocupó este asiento antes.", e_seat_busy: "Este asiento está abierto en otro teléfono.",
    e_bad_token: "El anfitrión liberó este asiento: vuelve a entrar.", e_rate_limited: "Más despacio.",
    e_too_early: "Espera a que pase el tiempo.", e_stale: "La pantalla ha cambiado: vuelve a mirar.",
    e_chat_closed: "El chat está cerrado ahora.", e_not_allowed: "No puedes escribir aquí.",
  },
};

function pickLanguage() {
  const langs = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"]);
  for (const l of langs) {
    const two = String(l).slice(0, 2).toLowerCase();
    if (WORDS[two]) return two;
  }
  return "en";
}
const LANG = pickLanguage();
const W = WORDS[LANG];
document.documentElement.lang = LANG;

const $ = (id) => document.getElementById(id);
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function normaliseCode(text) {
  let out = "";
  for (const ch of String(text).toUpperCase()) {
    if (" -_\t".includes(ch)) continue;
    out += ({ O: "0", I: "1", L: "1" })[ch] || ch;
  }
  return out;
}

const state = {
  code: normaliseCode(decodeURIComponent(location.hash.slice(1))),
  token: "", seat: null, name: "", ws: null, n: 0, retry: 0, screenId: null, screen: null,
  picked: [], seat_choice: null, portrait: null, chats: {}, shownAt: 0, timer: null, pinger: null,
};
const tokenKey = () => "pass-the-night:" + state.code;

function show(section) {
  for (const id of ["join", "seats", "portraits", "screen"]) $(id).hidden = id !== section;
  if (section !== "screen") $("chat").hidden = true;
}
function setText(el, text) { el.textContent = text == null ? "" : String(text); }
function problem(text) { setText($("problem"), text); }
// What to do now: its first line is the step's name (a heading), the rest the instruction.
function setPrompt(el, text) {
  const all = text == null ? "" : String(text);
  const cut = all.indexOf("\n");
  el.textContent = "";
  el.classList.toggle("headed", cut >= 0);
  if (cut < 0) { el.textContent = all; return; }
  const head = document.createElement("strong");
  head.className = "head";
  head.textContent = all.slice(0, cut);
  el.append(head, document.createTextNode(all.slice(cut + 1)));
}
function status(text) { setText($("status"), text); }

// --- the socket ---------------------------------------------------------------------------
function wsUrl() {
  const meta = document.querySelector('meta[name="ws-port"]');
  const port = meta && /^\d+$/.test(meta.content) ? meta.content : String(Number(location.port || 80) + 1);
  const host = location.hostname.includes(":") ? "[" + location.hostname + "]" : location.hostname;
  return "ws://" + host + ":" + port + "/";
}

function send(msg) {
  if (!state.ws || state.ws.readyState !== WebSocket.OPEN) return false;
  if (msg.t === "act" || msg.t === "chat") { state.n += 1; msg.n = state.n; }
  state.ws.send(JSON.stringify(msg));
  return true;
}

function connect() {
  if (!state.code) { askCode(); return; }
  status(state.retry ? W.reconnecting : W.connecting);
  let ws;
  try { ws = new WebSocket(wsUrl()); } catch (e) { later(); return; }
  state.ws = ws;
  state.n = 0;
  ws.onopen = () => {
    state.retry = 0;
    document.body.classList.remove("offline");
    status(W.connected);
    state.token = localStorage.getItem(tokenKey()) || "";
    if (state.token) send({ t: "resume", room: state.code, token: state.token });
    else send({ t: "hello", room: state.code });
    clearInterval(state.pinger);
    state.pinger = setInterval(() => send({ t: "ping" }), 10000);
  };
  ws.onmessage = (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch (e) { return; }
    if (msg && typeof msg.t === "string" && HANDLERS[msg.t]) HANDLERS[msg.t](msg);
  };
  ws.onclose = () => { clearInterval(state.pinger); if (state.ws === ws) { state.ws = null; later(); } };
}

function later() {
  state.retry += 1;
  status(W.reconnecting);
  document.body.classList.add("offline");  // the last screen stays, dimmed: no tap goes nowhere
  clearTimeout(state.again);
  state.again = setTimeout(connect, Math.min(8000, 500 * 2 ** Math.min(state.retry, 4)));
}

// A phone waking up (its screen back on) reconnects at once instead of waiting out the back-off.
document.addEventListener("visibilitychange", () => {
  if (!document.hidden && state.code && !state.ws) {
    clearTimeout(state.again);
    state.retry = 0;
    connect();
  }
});

// --- what the laptop sends -------------------------------------------------------------------
const HANDLERS = {
  seats(msg) { problem(""); drawSeats(msg); },
  claimed(msg) {
    problem("");
    state.token = msg.token; state.seat = msg.seat; state.name = msg.name;
    localStorage.setItem(tokenKey(), msg.token);
  },
  screen(msg) { problem(""); drawScreen(msg.id, msg.screen); },
  chat(msg) {
    const ch = state.chats[msg.channel] || (state.chats[msg.channel] = {});
    const lines = ch[msg.section] || (ch[msg.section] = []);
    for (const line of msg.lines || []) lines.push(line);
    drawChat();
  },
  error(msg) {
    problem(W["e_" + msg.code] || msg.detail || msg.code);  // "illegal": the laptop's own words
    if (msg.code === "bad_token") {  // the seat was freed, or the key is old: join again
      localStorage.removeItem(tokenKey());
      state.token = ""; state.seat = null;
      send({ t: "hello", room: state.code });
    } else if (msg.code === "bad_room" || msg.code === "too_many_tries") {
      askCode();
    }
  },
  pong() {},
};

// --- joining ------------------------------------------------------------------------------------
function askCode() {
  setText($("title"), W.noroom); setText($("sub"), "");
  setText($("code-label"), W.code); setText($("join-button"), W.join);
  $("code").value = state.code;
  show("join");
}
$("join-button").onclick = () => {
  const code = normaliseCode($("code").value);
  if (!code) return;
  state.code = code;
  history.replaceState(null, "", "#" + code);
  if (state.ws && state.ws.readyState === WebSocket.OPEN) {
    state.token = localStorage.getItem(tokenKey()) || "";
    send(state.token ? { t: "resume", room: code, token: state.token } : { t: "hello", room: code });
  } else connect();
};

function drawSeats(msg) {
  setText($("title"), W.seats); setText($("sub"), "");
  const list = $("seat-list");
  list.replaceChildren();
  for (const seat of msg.seats) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.className = "seat" + (seat.taken ? " taken" : "");
    setText(b, seat.name + (seat.taken ? " — " + W.taken : seat.phone ? "" : " — " + W.curtain));
    b.disabled = seat.taken || !seat.phone;
    b.dataset.seat = String(seat.seat);
    b.onclick = () => { state.seat_choice = seat.seat; drawPortraits(msg.portraits, seat.name); };
    li.appendChild(b);
    list.appendChild(li);
  }
  show("seats");
}

function drawPortraits(portraits, name) {
  setText($("title"), name); setText($("sub"), W.portrait);
  const grid = $("portrait-grid");
  grid.replaceChildren();
  state.portrait = null;
  const claim = $("claim-button");
  setText(claim, W.claim);
  claim.disabled = true;
  for (const id of portraits) {
    const b = document.createElement("button");
    b.dataset.portrait = id;
    const img = document.createElement("img");
    img.src = "/portraits/" + encodeURIComponent(id) + ".svg";
    img.alt = id;
    b.appendChild(img);
    b.onclick = () => {
      state.portrait = id;
      for (const other of grid.children) other.classList.toggle("selected", other === b);
      claim.disabled = false;
    };
    grid.appendChild(b);
  }
  show("portraits");
}
$("claim-button").onclick = () => {
  if (state.seat_choice == null || !state.portrait) return;
  send({ t: "claim", room: state.code, seat: state.seat_choice, portrait: state.portrait });
};

// --- a screen -----------------------------------------------------------------------------------
function drawScreen(id, screen) {
  state.screenId = id; state.screen = screen; state.picked = []; state.shownAt = Date.now();
  setText($("title"), screen.title); setText($("sub"), screen.sub);
  const lines = $("lines");
  lines.replaceChildren();
  for (const text of screen.lines || []) {
    const li = document.createElement("li");
    setText(li, text);
    lines.appendChild(li);
  }
  setPrompt($("prompt"), screen.prompt);
  const options = $("options");
  options.replaceChildren();
  const pick = screen.pick;
  for (const o of (pick && pick.options) || []) {
    const b = document.createElement("button");
    b.className = "option" + (o.selected || String(o.label).startsWith("✓ ") ? " chosen" : "");
    b.dataset.id = o.id;
    setText(b, o.label);
    b.onclick = () => toggle(o.id);
    options.appendChild(b);
  }
  drawButtons();
  show("screen");
  drawChat();
  clearInterval(state.timer);
  if ((screen.buttons || []).some((b) => b.after_ms > 0)) state.timer = setInterval(drawButtons, 250);
}

function toggle(id) {
  const pick = state.screen.pick;
  const at = state.picked.indexOf(id);
  if (at >= 0) state.picked.splice(at, 1);
  else {
    if (state.picked.length >= pick.max) state.picked.shift();
    state.picked.push(id);
  }
  for (const b of $("options").children) b.classList.toggle("selected", state.picked.includes(b.dataset.id));
  drawButtons();
}

function drawButtons() {
  const screen = state.screen;
  const box = $("buttons");
  const elapsed = Date.now() - state.shownAt;
  const pick = screen.pick || { min: 0, max: 0 };
  const have = state.picked.length;
  let waiting = false;
  const want = (screen.buttons || []).map((spec) => {
    const left = Math.max(0, spec.after_ms - elapsed);
    if (left > 0) waiting = true;
    const label = left > 0 ? spec.label + " (" + Math.ceil(left / 1000) + " " + W.seconds + ")" : spec.label;
    const ok = !spec.off && left <= 0 && (!spec.needs_pick || (have >= pick.min && have <= pick.max));
    return { spec, label, ok };
  });
  const shape = want.map(({ spec }) => spec.do).join("|");
  if (box.dataset.shape !== shape || box.dataset.screen !== String(state.screenId)) {
    box.dataset.shape = shape;
    box.dataset.screen = String(state.screenId);
    box.replaceChildren();
    want.forEach(({ spec }, i) => {
      const b = document.createElement("button");
      b.dataset.do = spec.do;
      b.className = i === want.length - 1 ? "primary" : "";
      b.onclick = () => press(spec);
      box.appendChild(b);
    });
  }
  want.forEach(({ label, ok }, i) => { setText(box.children[i], label); box.children[i].disabled = !ok; });
  if (!waiting) clearInterval(state.timer);
}

function press(spec) {
  const msg = { t: "act", token: state.token, screen: state.screenId, do: spec.do };
  if (spec.needs_pick) msg.pick = state.picked.slice();
  for (const b of $("buttons").children) b.disabled = true;  // one tap: the next screen comes back
  if (!send(msg)) drawButtons();
}

// --- chat ---------------------------------------------------------------------------------------
function drawChat() {
  const screen = state.screen;
  const chat = screen && screen.chat;
  if (!chat || $("screen").hidden) { $("chat").hidden = true; return; }
  $("chat").hidden = false;
  setText($("chat-title"), chat.channel === "wolves" ? W.chat_wolves : W.chat_day);
  const box = $("chat-lines");
  box.replaceChildren();
  const sections = state.chats[chat.channel] || {};
  for (const section of Object.keys(sections).map(Number).sort((a, b) => a - b)) {
    const head = document.createElement("div");
    head.className = "section";
    setText(head, (chat.channel === "wolves" ? W.night : W.day) + " " + section);
    box.appendChild(head);
    for (const line of sections[section]) {
      const row = document.createElement("div");
      row.className = "line";
      const who = document.createElement("span");
      who.className = "from";
      setText(who, line.from);
      const text = document.createElement("span");
      setText(text, line.text);
      row.append(who, text);
      box.appendChild(row);
    }
  }
  box.scrollTop = box.scrollHeight;
  $("chat-form").hidden = !chat.can_send;
  setText($("chat-send"), W.send);
}
$("chat-form").onsubmit = (ev) => {
  ev.preventDefault();
  const input = $("chat-text");
  const text = input.value.trim();
  if (!text || !state.screen || !state.screen.chat) return;
  if (send({ t: "chat", token: state.token, channel: state.screen.chat.channel, text })) input.value = "";
};

window.addEventListener("hashchange", () => {
  const code = normaliseCode(decodeURIComponent(location.hash.slice(1)));
  if (code && code !== state.code) { state.code = code; if (state.ws) state.ws.close(); else connect(); }
});

setText($("title"), W.wait);
connect();
