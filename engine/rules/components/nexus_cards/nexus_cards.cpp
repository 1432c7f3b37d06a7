// Nexus Cards (em_nexus_cards). See nexus_cards.hpp for the rules and their sources.
#include "engine/rules/components/nexus_cards/nexus_cards.hpp"
#include "engine/rules/action_args.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/factions.hpp"
#include "engine/rules/factions/hooks.hpp"
#include "engine/rules/factions/modules.hpp"
#include "engine/rules/phases/phases.hpp"

namespace dune::nexus_cards {
namespace {

// One applied effect of one card in one mode (the faces, checklist rules 51-62, paraphrased from NXF). The
// effects a face names that are not listed here are not yet applied (the registry's em.nexus.faces row).
struct Face {
  Faction card;
  Mode mode;
  NexusEffect effect;
  std::array<Advantage, 2> stops{};  // Stop: the advantages of the card's faction it may stop
  int nStops = 0;
  int forces = 0;       // Revive: how many forces at most
  int price = 0;        // Revive: spice per force
  bool leader = false;  // Revive: an own leader too, free
};

using enum Faction;
using A = Advantage;
using E = NexusEffect;
constexpr std::array<Face, 37> kFaces{{
    // 51 Atreides, Betrayal: stop an Atreides look at one element of a battle plan (their prescience).
    {Atreides, Mode::Betrayal, E::Stop, {A::AtreidesPrescience}, 1},
    // 51 Atreides, Cunning: a second element of the opponent's plan, after the prescience asked one; Secret
    // Ally: in one's own battle, one element of the opponent's plan (both answered as the prescience is).
    {Atreides, Mode::Cunning, E::SecondElement},
    {Atreides, Mode::SecretAlly, E::SeeElement},
    // 52 Bene Gesserit, Betrayal: stop a Voice; Secret Ally: Voice the battle opponent (before the
    // prescience,
    // FAQ).
    {BeneGesserit, Mode::Betrayal, E::Stop, {A::BgVoice}, 1},
    {BeneGesserit, Mode::SecretAlly, E::Voice},
    // 52 Bene Gesserit, Cunning: in their own Shipment and Movement action, advisor groups they choose become
    // fighters (a territory's stance is one: every advisor there flips).
    {BeneGesserit, Mode::Cunning, E::FlipAdvisors},
    // 53 Emperor, Betrayal: no Sardaukar while the plans are made; Cunning: before the plan, five own forces
    // count as Sardaukar in a battle with none (Advanced); Secret Ally: 3 extra forces revived free.
    {Emperor, Mode::Betrayal, E::Stop, {A::EmperorSardaukar}, 1},
    {Emperor, Mode::Cunning, E::VirtualSardaukar},
    {Emperor, Mode::SecretAlly, E::Revive, {}, 0, 3, 0},
    // 53 Emperor, Secret Ally, its other half: keep the spice paid for a card just bought.
    {Emperor, Mode::SecretAlly, E::KeepSpice},
    // 54 Fremen, Betrayal: no worm ride this turn, or no two-territory move; Secret Ally: 3 forces revived
    // free.
    {Fremen, Mode::Betrayal, E::Stop, {A::FremenWormRide, A::FremenMoveTwo}, 2},
    {Fremen, Mode::SecretAlly, E::Revive, {}, 0, 3, 0},
    // 55 Harkonnen, Betrayal: a traitor the Harkonnen called is cancelled: the card goes back into the
    // traitor deck, the Harkonnen draw a replacement in the Mentat Pause.
    {Harkonnen, Mode::Betrayal, E::CancelTraitor},
    // 55 Harkonnen, Cunning: draw a traitor card, then shuffle one held back; Secret Ally: in the Mentat
    // Pause
    // draw two traitor cards, then shuffle two held back.
    {Harkonnen, Mode::Cunning, E::DrawTraitor},
    {Harkonnen, Mode::SecretAlly, E::MentatTraitors},
    // 56 Spacing Guild, Secret Ally: this turn's shipment at the Guild's rates; it may cross-ship or go back
    // to reserves.
    {Guild, Mode::SecretAlly, E::GuildRates},
    // 56 Spacing Guild, Cunning: a second shipment right after their Shipment and Movement action (that group
    // does not move unless a Hajr gives a move).
    {Guild, Mode::Cunning, E::SecondShipment},
    // 57 Ixians, Betrayal: stop either their bidding advantage or their Technology (not both); Cunning:
    // before the plan, the Suboids count full strength unsupported for the rest of the turn (Advanced).
    {Ixian, Mode::Betrayal, E::Stop, {A::IxianBiddingLook, A::IxianTechnologySwap}, 2},
    {Ixian, Mode::Cunning, E::FullSuboids},
    // 57 Ixians, Secret Ally: discard a card just bought and take the treachery deck's top card instead.
    {Ixian, Mode::SecretAlly, E::ReplacePurchase},
    // 58 Tleilaxu, Cunning: every revealed Face Dancer replaced (draw first, then shuffle the old ones back).
    {Tleilaxu, Mode::Cunning, E::ReplaceFaceDancers},
    // 58 Tleilaxu, Secret Ally: in Revival, an own leader free and up to 5 forces at 1 spice each.
    {Tleilaxu, Mode::SecretAlly, E::Revive, {}, 0, 5, 1, true},
    // 59 CHOAM, Secret Ally, its second half: after winning a battle, look at a random card of the loser's
    // not used in it.
    {Choam, Mode::SecretAlly, E::LookCard},
    // 60 Richese, Secret Ally (the Richese are never seated here): a shipment of up to five forces from
    // reserves at the price of one.
    {Richese, Mode::SecretAlly, E::FiveForOne},
    // 61 Ecaz, Betrayal: before Shipment and Movement, Ecaz's ally returns its forces from one territory it
    // shares with Ecaz to its reserves.
    {Ecaz, Mode::Betrayal, E::AllyWithdraws},
    // 61 Ecaz, Cunning: Duke Vidal for this turn, from any custody; Secret Ally: whether any of a player's
    // traitors are one's leaders.
    {Ecaz, Mode::Cunning, E::TakeDuke},
    {Ecaz, Mode::SecretAlly, E::AskTraitors},
    // 62 Moritani, Betrayal: a Terror token on the board goes back to the Moritani unrevealed.
    {Moritani, Mode::Betrayal, E::ReturnTerror},
    // 62 Moritani, Cunning: the Terror token placed now may go to any territory of Arrakis, even one with a
    // token; Secret Ally: after losing a battle with a winner, keep one card played there that a winner could
    // keep.
    {Moritani, Mode::Cunning, E::TerrorAnywhere},
    {Moritani, Mode::SecretAlly, E::KeepLost},
    // 56 Spacing Guild, Betrayal: take one whole shipment payment owed to the Guild or the Bank (one's own
    // too; over a Junction Occupier's share), in the window after the shipment (Moment::ShipmentPaid).
    {Guild, Mode::Betrayal, E::TakePayment},
    // 58 Tleilaxu, Betrayal: cancel a Face Dancer just revealed (it stays revealed), in the window after the
    // reveal (Moment::FaceDancer).
    {Tleilaxu, Mode::Betrayal, E::CancelFaceDancer},
    // 59 CHOAM, Secret Ally, its first half: in Spice Collection sell a Worthless card for 2 spice (the
    // window
    // of Moment::SpiceCollection).
    {Choam, Mode::SecretAlly, E::SellWorthless},
    // 54 Fremen, Secret Ally, its other half: one's forces where Shai-Hulud appears are not devoured;
    // Cunning: Shai-Hulud appears in a territory with no forces, and one group of Fremen forces in a desert
    // territory rides it after the Nexus (both in the window at the worm's appearance, Moment::WormAppears).
    {Fremen, Mode::SecretAlly, E::WormProtection},
    {Fremen, Mode::Cunning, E::RemoteRide},
    // 59 CHOAM, Betrayal (CHOAM seated): CHOAM discard one of their treachery cards at random, at any time
    // (cr.x.nexus); Cunning: discard any treachery card for a Worthless effect of one's choice, played as
    // CHOAM's own effect (play_worthless with `as`, engine/rules/factions/choam).
    {Choam, Mode::Betrayal, E::ChoamDiscards},
    {Choam, Mode::Cunning, E::WorthlessEffect},
}};

constexpr std::array<std::string_view, 3> kModeNames{"Betrayal", "Cunning", "Secret Ally"};

// The faces of each card in each mode, in kFaces order: a holder's candidates are asked at every step.
struct FaceRun {
  std::array<std::uint8_t, 3> at{};
  std::uint8_t n = 0;
};
constexpr std::size_t kModes = 3;
constexpr std::array<FaceRun, kFactions* kModes> kFaceRuns = [] {
  std::array<FaceRun, kFactions * kModes> runs{};
  for (std::size_t i = 0; i < kFaces.size(); ++i) {
    FaceRun& r =
        runs[static_cast<std::size_t>(kFaces[i].card) * kModes + static_cast<std::size_t>(kFaces[i].mode)];
    r.at[r.n++] = static_cast<std::uint8_t>(i);  // a fourth face of one card and mode would not compile
  }
  return runs;
}();
const FaceRun& faces_of(Faction card, Mode m) {
  return kFaceRuns[static_cast<std::size_t>(index(card)) * kModes + static_cast<std::size_t>(m)];
}

const Face* face(Faction card, Mode m, NexusEffect e) {
  const FaceRun& r = faces_of(card, m);
  for (std::size_t i = 0; i < r.n; ++i)
    if (kFaces[r.at[i]].effect == e) return &kFaces[r.at[i]];
  return nullptr;
}
bool any_face(Faction card, Mode m) { return faces_of(card, m).n > 0; }

std::string card_name(Faction card) { return "the " + name(card) + " Nexus card"; }

NexusCardsState& state(Game& g) { return g.em.nexusCards; }
const NexusCardsState& state(const Game& g) { return g.em.nexusCards; }

void discard(Game& g, Faction f) {
  NexusCardsState& s = state(g);
  const std::int8_t c = s.held[static_cast<std::size_t>(index(f))];
  if (c < 0) return;
  s.held[static_cast<std::size_t>(index(f))] = -1;
  s.discard.push_back(c);
}

// The top card of the deck; an empty deck is rebuilt from the shuffled discards (em.nexus.draw).
std::int8_t draw_top(Game& g) {
  NexusCardsState& s = state(g);
  if (s.deck.empty()) {
    s.deck.swap(s.discard);
    g.rng.shuffle(s.deck);
    log_public(g, "The Nexus deck is empty: its discards are shuffled into a new deck.");
  }
  if (s.deck.empty()) return -1;  // every card held (not with twelve cards and six seats)
  const std::int8_t c = s.deck.back();
  s.deck.pop_back();
  return c;
}

std::optional<Faction> next_drawer(const Game& g) {
  const NexusCardsState& s = state(g);
  for (Faction f : storm_order(g))
    if (!s.drawn.has(f)) return f;
  return std::nullopt;
}

bool open_draw(Game& g) {
  NexusCardsState& s = state(g);
  if (!in_play(g) || s.nexusTurn != g.turn || s.drawTurn == g.turn) return false;
  s.drawTurn = g.turn;
  s.drawn = {};
  for (Faction f : factions_in_game(g))
    if (ally_of(g, f)) s.drawn.insert(f);  // only unallied players draw
  if (!next_drawer(g)) return false;
  s.drawing = true;
  log_public(g, "Nexus Cards: each unallied player in storm order may draw a Nexus card.");
  return true;
}

Status refuse_not_yet(Faction card, Mode m) {
  return fail(Err::NotAllowed,
              "The " + name(card) + " Nexus card's " + std::string(kModeNames[static_cast<std::size_t>(m)]) +
                  " is not yet applied by this engine (dune rules em.nexus.faces lists the faces applied).");
}

std::string stops_text(const Face& f) {
  std::string out;
  for (int i = 0; i < f.nStops; ++i)
    out += (i ? " or " : "") + std::string(advantage_info(f.stops[static_cast<std::size_t>(i)]).key);
  return out;
}

Status check_revive(const Game& g, Faction seat, const Face& f, const Action& a) {
  if (g.phase != Phase::Revival)
    return fail(Err::WrongPhase, "{f}: its Secret Ally revives in the Revival phase (Nexus card).", f.card);
  const int most = std::min(f.forces, forces_revivable_outside_limit(g, seat));
  if (a.amount < 0 || a.amount > most)
    return fail(Err::NoSuchForces,
                "The {f} Nexus card revives at most {n} of your forces now (Tanks and limits).", f.card,
                most);
  if (a.leader != kNoLeader) {
    if (!f.leader) return fail(Err::BadAction, "The {f} Nexus card revives forces, not a leader.", f.card);
    if (a.leader == kDukeVidal || leader_faction(a.leader) != seat)
      return fail(Err::NotAllowed, "The {f} Nexus card revives one of your own leaders.", f.card);
    if (leader_disc(g, a.leader).where != LeaderWhere::Tanks)
      return fail(Err::NotAllowed, "{l} is not in the Tanks.", a.leader);
  }
  if (a.amount == 0 && a.leader == kNoLeader)
    return fail(Err::BadAction, "The {f} Nexus card: revive at least one force or a leader.", f.card);
  if (g.player(seat).spice < a.amount * f.price)
    return fail(Err::NotEnoughSpice, "The {f} Nexus card: {n} forces cost {n} spice; you have {n}.", f.card,
                static_cast<int>(a.amount), a.amount * f.price, static_cast<int>(g.player(seat).spice));
  return Ok{};
}

void exec_revive(Game& g, Faction seat, const Face& f, const Action& a) {
  Player& p = g.player(seat);
  const int normal = std::min<int>(a.amount, p.tanks.normal);
  const int elite = a.amount - normal;
  p.tanks.normal = static_cast<std::uint8_t>(p.tanks.normal - normal);
  p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + normal);
  p.tanks.special = static_cast<std::uint8_t>(p.tanks.special - elite);
  p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + elite);
  if (advanced(g) && elite > 0) g.eliteRevivedTurn[static_cast<std::size_t>(index(seat))] = g.turn;
  if (f.price > 0 && a.amount > 0) pay_bank(g, seat, a.amount * f.price);
  if (a.amount > 0)
    log_public(g, "{f} revive {n} force(s) ({n} spice).", seat, static_cast<int>(a.amount),
               a.amount * f.price);
  if (a.leader != kNoLeader) {
    LeaderState& l = leader_disc(g, a.leader);
    l.where = LeaderWhere::Available;
    l.faceDown = false;
    log_public(g, "{f} revive {l} free.", seat, a.leader);
  }
}

// em.nexus.ecaz Betrayal: "before Shipment and Movement": in the Revival phase, or in Shipment and Movement
// before its first shipment.
bool before_ship_move(const Game& g) {
  if (g.phase == Phase::Revival) return true;
  const ShipMoveStep& s = g.shipMove;
  return g.phase == Phase::ShipMove && s.acted.empty() && s.index == 0 && s.step == ShipMoveStep::Ship &&
         s.shippedTo == kNoLocation && !s.guildNow;
}

// The territories on Arrakis where Ecaz and their ally both have forces.
bool shared_with_ecaz(const Game& g, Faction ecaz, TerritoryId t) {
  const auto ally = ally_of(g, ecaz);
  return ally && t >= 0 && t < kTerritories && !is_homeworld_territory(t) && present_in(g, ecaz, t) &&
         present_in(g, *ally, t);
}

// The side f fights on in the current battle (0 the aggressor, 1 the defender), or -1.
int battle_side(const Game& g, Faction f) {
  const BattleStep& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory) return -1;
  for (int i = 0; i < 2; ++i)
    if (b.sides[static_cast<std::size_t>(i)] == index(f)) return i;
  return -1;
}

Faction side_faction(const Game& g, int side) {
  return faction_at(g.battle.sides[static_cast<std::size_t>(side)]);
}

// "Before making one's battle plan" (NXF): f fights in the current battle, its plans are being made (the
// Voice, the prescience or the plans step) and `whose` side (f's own, or its opponent's) has not set its
// plan.
Status check_before_plan(const Game& g, Faction f, Faction card, bool opponent) {
  const int side = battle_side(g, f);
  const auto step = g.battle.step;
  if (side < 0 || (step != BattleStep::Voice && step != BattleStep::Prescience && step != BattleStep::Plans))
    return fail(Err::WrongPhase,
                "The {f} Nexus card is played in your battle, while the plans are being made.", card);
  if (!g.battle.plans[static_cast<std::size_t>(opponent ? 1 - side : side)].submitted) return Ok{};
  if (opponent)
    return fail(Err::NotAllowed,
                "The {f} Nexus card comes before your opponent sets their battle plan; it is set.", card);
  return fail(Err::NotAllowed, "The {f} Nexus card comes before you set your battle plan; it is set.", card);
}

// The battle's end window (BattleStep::NexusEnd): the side f fought on, and whether it won.
int end_side(const Game& g, Faction f) {
  const BattleStep& b = g.battle;
  if (g.phase != Phase::Battle || b.step != BattleStep::NexusEnd || b.winner < 0) return -1;
  return battle_side(g, f);
}
// The loser's cards in hand it did not use in this battle (the CHOAM Secret Ally's look).
std::vector<CardId> unused_cards(const Game& g, int loserSide) {
  const BattleStep& b = g.battle;
  const BattlePlanRec& p = b.plans[static_cast<std::size_t>(loserSide)];
  std::vector<CardId> out;
  for (const HeldCard& h : g.player(faction_at(b.sides[static_cast<std::size_t>(loserSide)])).hand)
    if (h.card != p.cheapHero && h.card != p.weapon && h.card != p.defense) out.push_back(h.card);
  return out;
}

// A faction dealt Face Dancers instead of traitor cards (the Tleilaxu) keeps a traitor card it draws as a
// Face Dancer (the Harkonnen Secret Ally, FAQ second-hand through NXF).
bool keeps_face_dancers(const Game& g, Faction f) { return hooks::has(g, Trait::DrawsNoTraitors, f); }

// Draws up to n traitor cards from the deck into f's traitors (or Face Dancers), each named to f alone;
// returns how many.
int draw_traitors(Game& g, Faction f, int n) {
  Player& p = g.player(f);
  const bool dancers = keeps_face_dancers(g, f);
  int drawn = 0;
  for (; drawn < n && !g.traitorDeck.empty(); ++drawn) {
    const LeaderId l = g.traitorDeck.back();
    g.traitorDeck.pop_back();
    if (dancers) {
      add_face_dancer(g, l);
    } else {
      p.traitors.push_back(l);
      p.traitorDraw.push_back(l);
    }
    log_private_text(g, FactionSet{f},
                     (dancers ? "Your new Face Dancer: " : "You draw the traitor card ") +
                         std::string(leader_name(l)) + ".");
  }
  return drawn;
}

// The cards f may shuffle back after such a draw: its traitors, or its unrevealed Face Dancers.
std::vector<LeaderId> returnable(const Game& g, Faction f) {
  return keeps_face_dancers(g, f) ? hidden_face_dancers(g) : g.player(f).traitors;
}

// The card the Nexus purchase window is about: the one just sold (the auction's index has moved past it),
// which another card played meanwhile may have moved from the end of the buyer's hand.
CardId just_bought(const Game& g) {
  const BiddingStep& b = g.bidding;
  return b.current > 0 && b.current <= static_cast<int>(b.up.size())
             ? b.up[static_cast<std::size_t>(b.current - 1)]
             : kNoCard;
}

// The side of the current battle that called a Harkonnen traitor (the card's faction), or -1: a traitor card
// the Harkonnen hold, called by the Harkonnen or by their ally through it (the Harkonnen alliance, GF9 p.17).
int harkonnen_call(const Game& g) {
  const BattleStep& b = g.battle;
  if (g.phase != Phase::Battle || b.territory == kNoTerritory || b.step != BattleStep::Traitors ||
      !g.in_game(Faction::Harkonnen))
    return -1;
  const auto& held = g.player(Faction::Harkonnen).traitors;
  for (int i = 0; i < 2; ++i) {
    if (!(b.traitorCalled & (1u << i))) continue;
    const Faction caller = faction_at(b.sides[static_cast<std::size_t>(i)]);
    // The card called: a leader's, or (it_cheap_hero_traitor) the Cheap Hero traitor card.
    const LeaderId l = traitor_card_of(g, b.plans[static_cast<std::size_t>(1 - i)]);
    const auto& own = g.player(caller).traitors;
    const bool harkonnens = std::find(held.begin(), held.end(), l) != held.end();
    if (l != kNoLeader && harkonnens &&
        (caller == Faction::Harkonnen || std::find(own.begin(), own.end(), l) == own.end()))
      return i;
  }
  return -1;
}

// The shipping effects: f's own Shipment and Movement turn, before its shipment.
bool before_own_shipment(const Game& g, Faction f) {
  return ship_move_phase::actor(g) == f && g.shipMove.step == ShipMoveStep::Ship &&
         has_decision(g, f, DecisionKind::Ship);
}

// The Bene Gesserit Cunning (NXF): in f's own Shipment and Movement action, the advisors in one territory
// become fighters, with the flip's own limits (not beside the ally, not under the storm: the stance rules'
// early flip). Once played, it lasts the rest of that action (flipping).
bool flipping(const Game& g, Faction f) {
  const NexusCardsState& s = state(g);
  return s.flipper == index(f) && s.flipTurn == g.turn && ship_move_phase::actor(g) == f;
}
Status check_flip(const Game& g, Faction f, const Action& a) {
  if (ship_move_phase::actor(g) != f)
    return fail(Err::WrongPhase,
                "The Bene Gesserit Nexus card's Cunning is played in your own Shipment and Movement action.");
  const StanceRules* stance = hooks::stance_owner(g) == f ? hooks::stance(g) : nullptr;
  if (!stance || a.territory < 0 || a.territory >= kTerritories || stance->advisors_in(g, a.territory) == 0)
    return fail(Err::BadAction,
                "The Bene Gesserit Nexus card's Cunning: name a territory where you have advisors.");
  if (!stance->early_flip_ok(g, a.territory))
    return fail(
        Err::NotAllowed,
        "Those advisors may not become fighters: your ally is there, or the storm is (GF9 p.18; FAQ Nov "
        "2020 p.4).");
  return Ok{};
}
void exec_flip(Game& g, Faction f, const Action& a) {
  const int n = hooks::advisors_in(g, a.territory);
  hooks::stance(g)->flip(g, a.territory, false);
  log_public(g, "{f}: their {n} advisor(s) in {t} become fighters (the Bene Gesserit Nexus card).", f, n,
             a.territory);
}

// --- moments (NexusWindow) ---

// Every force of every faction in territory t (advisors too).
int forces_in_territory(const Game& g, TerritoryId t) {
  int n = 0;
  for (Faction f : factions_in_game(g)) n += all_forces_in(g, f, t);
  return n;
}

// Who may answer the moment's window: every holder of a card, but the faction the moment is about where
// that faction's own card could not act on it (the Guild on a payment, the Tleilaxu on their reveal). Whether
// a faction holds a card is public, so the question tells nothing of the card.
bool asked_in_moment(const Game& g, Faction f) {
  const NexusCardsState& s = state(g);
  if (s.moment == 0 || s.momentAsked.has(f) || !held(g, f)) return false;
  switch (static_cast<Moment>(s.moment)) {
    case Moment::ShipmentPaid: return f != Faction::Guild;
    case Moment::FaceDancer: return s.momentBy != index(f);
    case Moment::SpiceCollection:
    case Moment::BattleBegins: return true;
    case Moment::WormAppears:
      // The Fremen's own card rides from an empty territory (the Fremen asked); with the Fremen absent their
      // card spares forces (the holders with forces there asked). Nobody else's card acts on a worm.
      if (g.in_game(Faction::Fremen)) return f == Faction::Fremen && forces_in_territory(g, s.wormAt) == 0;
      return all_forces_in(g, f, s.wormAt) > 0;
    case Moment::None: break;
  }
  return false;
}
bool anyone_asked(const Game& g) {
  for (Faction f : factions_in_game(g))
    if (asked_in_moment(g, f)) return true;
  return false;
}
// Opens the window on moment m (about faction `by`, at territory `at`) when no other is open and someone
// could answer it; otherwise leaves none open. Returns whether it opened.
bool open_moment(Game& g, Moment m, int by, TerritoryId at = kNoTerritory) {
  NexusCardsState& s = state(g);
  if (!in_play(g) || s.moment != 0) return false;  // one window at a time
  s.moment = static_cast<std::uint8_t>(m);
  s.momentAsked = {};
  s.momentBy = static_cast<std::int8_t>(by);
  s.wormAt = at;
  s.cancelled = false;
  if (anyone_asked(g)) return true;
  s.moment = 0;
  s.momentBy = -1;
  s.wormAt = kNoTerritory;
  return false;
}
// A card played on the moment settles it for everyone (a payment taken, a reveal cancelled).
void answered_by_all(Game& g) {
  for (Faction f : factions_in_game(g)) state(g).momentAsked.insert(f);
}
Status check_in_moment(const Game& g, Faction seat, Moment m, const std::string& when) {
  if (static_cast<Moment>(state(g).moment) != m || !asked_in_moment(g, seat))
    return fail(Err::WrongPhase, when);
  return Ok{};
}

}  // namespace

bool in_play(const Game& g) { return has_variant(g.ruleset.variants, Variant::EmNexusCards); }

void setup(Game& g) {
  if (!in_play(g)) return;
  NexusCardsState& s = state(g);
  s.deck.clear();
  for (int i = 0; i < kFactions; ++i) s.deck.push_back(static_cast<std::int8_t>(i));
  g.rng.shuffle(s.deck);
}

std::optional<Faction> held(const Game& g, Faction f) {
  const std::int8_t c = state(g).held[static_cast<std::size_t>(index(f))];
  if (c < 0) return std::nullopt;
  return faction_at(c);
}

bool holds_own(const Game& g, Faction f) { return in_play(g) && held(g, f) == f; }

void play_own(Game& g, Faction f) {
  discard(g, f);  // used once, then discarded (E3 p.11)
  log_public_text(g, name(f) + " play " + card_name(f) + " as Cunning.");
}

Mode mode_of(const Game& g, Faction holder, Faction card) {
  if (card == holder) return Mode::Cunning;
  return g.in_game(card) ? Mode::Betrayal : Mode::SecretAlly;
}

std::string_view mode_key(Mode m) {
  constexpr std::array<std::string_view, 3> keys{"betrayal", "cunning", "secret_ally"};
  return keys[static_cast<std::size_t>(m)];
}

// --- the draw ---

void nexus_takes_place(Game& g) {
  if (in_play(g)) state(g).nexusTurn = g.turn;
}

bool nexus_over(Game& g, bool secondBlowDue) {
  if (!in_play(g)) return false;
  // E3 p.12 (2h): the Great Maker's vote makes a Nexus only with a majority (result 1).
  if (g.em.greatMaker.result == 1) state(g).nexusTurn = g.turn;
  if (secondBlowDue) return false;  // the draw comes at the end of the phase, after pile B (Advanced)
  return open_draw(g);
}

bool open_late_draw(Game& g) { return open_draw(g); }

bool drawing(const Game& g) { return state(g).drawing; }

void draw_pending(const Game& g, DecisionList& out) {
  if (!drawing(g)) return;
  if (auto f = next_drawer(g)) out.push_back({*f, DecisionKind::NexusCardDraw, 0, 0});
}

Status check_draw(const Game& g, Faction seat, const Action& a) {
  if (auto s = need_decision(g, seat, DecisionKind::NexusCardDraw); !s) return s;
  if (a.kind != ActionKind::Pass && a.kind != ActionKind::DrawNexusCard)
    return fail(Err::BadAction,
                "Nexus Cards: draw a Nexus card (draw_nexus_card; the one you hold is discarded) or pass (E3 "
                "p.11).");
  return Ok{};
}

// Draws the top card into f's hand, discarding the one held first (face up, public).
void draw_one(Game& g, Faction f) {
  if (auto old = held(g, f)) {
    discard(g, f);
    log_public_text(g, name(f) + " discard " + card_name(*old) + ".");
  }
  const std::int8_t c = draw_top(g);
  if (c < 0) return;
  state(g).held[static_cast<std::size_t>(index(f))] = c;
  log_public(g, "{f} draw a Nexus card.", f);
  log_private_text(g, FactionSet{f}, "You draw " + card_name(faction_at(c)) + ".");
}

void exec_draw(Game& g, Faction seat, const Action& a) {
  NexusCardsState& s = state(g);
  s.drawn.insert(seat);
  if (a.kind == ActionKind::Pass) {
    log_public(g, "{f} draw no Nexus card.", seat);
  } else {
    draw_one(g, seat);
    // E3 p.11 (2h): who draws its own faction's card may discard it and draw again (once); the choice comes
    // with the draw (redraw_own), so no second question shows the table that it was their own card.
    if (arg<ActionKind::DrawNexusCard, "redraw_own">(a) && held(g, seat) == seat) draw_one(g, seat);
  }
  if (!next_drawer(g)) s.drawing = false;
}

void draw_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (next_drawer(g) != seat) return;
  out.push_back({.kind = ActionKind::Pass});
  out.push_back({.kind = ActionKind::DrawNexusCard});
  out.push_back(ActionOf<ActionKind::DrawNexusCard>{}.set<"redraw_own">(true));
}

// --- alliances ---

void alliance_formed(Game& g, Faction a, Faction b) {
  if (!in_play(g)) return;
  for (Faction f : {a, b})
    if (auto c = held(g, f)) {
      discard(g, f);
      log_public_text(g, name(f) + " join an alliance and discard " + card_name(*c) + " (E3 p.11).");
    }
}

// --- playing ---

Status check_play(const Game& g, Faction seat, const Action& a) {
  if (!in_play(g)) return fail(Err::NotAllowed, "Nexus Cards are not in this game (variant em_nexus_cards).");
  // The Bene Gesserit Cunning lasts their whole action: more groups flip without a card.
  if (arg<ActionKind::PlayNexusCard, "effect">(a) == E::FlipAdvisors && flipping(g, seat))
    return check_flip(g, seat, a);
  const auto card = held(g, seat);
  if (!card) return fail(Err::CardNotHeld, "You hold no Nexus card.");
  if (arg_value<ActionKind::PlayNexusCard, "effect">(a) < 0 ||
      arg_value<ActionKind::PlayNexusCard, "effect">(a) >= kNexusEffects)
    return fail(Err::BadAction, "Name a Nexus card effect.");
  const auto effect = arg<ActionKind::PlayNexusCard, "effect">(a);
  const Mode m = mode_of(g, seat, *card);
  const Face* f = face(*card, m, effect);
  if (!f) {
    if (!any_face(*card, m)) return refuse_not_yet(*card, m);
    return fail(
        Err::BadAction,
        "You hold " + card_name(*card) + ", played now as " +
            std::string(kModeNames[static_cast<std::size_t>(m)]) +
            " (E3 p.11: Cunning by its own faction, Betrayal while its faction is seated, Secret Ally "
            "while it is not); that effect is not one of it.");
  }
  switch (effect) {
    case E::Stop: {
      const auto adv = arg<ActionKind::PlayNexusCard, "advantage">(a);
      if (static_cast<int>(adv) >= kAdvantages ||
          std::find(f->stops.begin(), f->stops.begin() + f->nStops, adv) == f->stops.begin() + f->nStops)
        return fail(Err::BadAction,
                    "The " + name(*card) + " Nexus card's Betrayal stops " + stops_text(*f) + ".");
      if (auto s = anytime::check_stop(g, seat, adv); !s) {  // refused as a Karama's stop would be
        std::string why = s.error().message.str();
        if (why.starts_with("Karama: ")) why.erase(0, 8);
        return fail(s.error().code,
                    "The " + name(*card) + " Nexus card's Betrayal (a stop as by Karama): " + why);
      }
      return Ok{};
    }
    case E::ReturnTerror: {
      const int t = terror_token_at(g, a.territory);
      if (t < 0)
        return fail(
            Err::BadAction,
            "The Moritani Nexus card's Betrayal: name a territory where a Terror token lies face down.");
      if (g.em.terrorStep != TerrorStep::None && g.em.triggerToken == t)
        return fail(
            Err::NotAllowed,
            "That Terror token is being revealed or offered now; it cannot go back while the Moritani "
            "answer.");
      return Ok{};
    }
    case E::TakeDuke:
      if (g.em.dukeHolder == index(seat) && g.em.duke.where == LeaderWhere::Available)
        return fail(Err::NotAllowed, "{l} is already yours.", kDukeVidal);
      if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory)
        return fail(Err::NotAllowed,
                    "{l} changes custody between battles, not while one is being fought (Nexus card).",
                    kDukeVidal);
      return Ok{};
    case E::Revive: return check_revive(g, seat, *f, a);
    case E::DrawTraitor:
      if (g.traitorDeck.empty())
        return fail(Err::NotAllowed, "The traitor deck is empty: there is nothing to draw.");
      if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory)
        return fail(Err::NotAllowed,
                    "Traitor cards are drawn between battles, not while one is being fought.");
      return Ok{};
    case E::ReplaceFaceDancers:
      if (!any_face_dancer_revealed(g))
        return fail(Err::NotAllowed,
                    "The Tleilaxu Nexus card's Cunning replaces revealed Face Dancers; none is.");
      if (g.phase == Phase::Battle && g.battle.territory != kNoTerritory)
        return fail(Err::NotAllowed,
                    "Face Dancers are replaced between battles, not while one is being fought.");
      return Ok{};
    case E::AllyWithdraws:
      if (!ally_of(g, *card))
        return fail(Err::NotAllowed,
                    "The Ecaz Nexus card's Betrayal needs Ecaz to have an ally; they have none.");
      if (!before_ship_move(g))
        return fail(
            Err::WrongPhase,
            "The Ecaz Nexus card's Betrayal is played before Shipment and Movement (in Revival, or before "
            "its first shipment).");
      if (!shared_with_ecaz(g, *card, a.territory))
        return fail(
            Err::BadAction,
            "The Ecaz Nexus card's Betrayal: name a territory of Arrakis where Ecaz and their ally both "
            "have forces.");
      return Ok{};
    case E::AskTraitors:
      if (a.faction == seat || static_cast<int>(a.faction) >= kFactions || !g.in_game(a.faction))
        return fail(Err::BadAction, "The Ecaz Nexus card's Secret Ally asks another player in this game.");
      return Ok{};
    case E::VirtualSardaukar: {
      if (!advanced(g))
        return fail(Err::NotAllowed,
                    "The Emperor Nexus card's Cunning: Sardaukar count double only in the Advanced game.");
      if (auto st = check_before_plan(g, seat, *card, false); !st) return st;
      const TerritoryId t = g.battle.territory;
      if (g.battle.virtualElite >= 0 || battle_phase::fighting_elite(g, seat, t) > 0)
        return fail(Err::NotAllowed,
                    "The Emperor Nexus card's Cunning is for a battle with no Sardaukar of yours in it.");
      if (battle_phase::fighting_normal(g, seat, t) == 0)
        return fail(Err::NoSuchForces,
                    "The Emperor Nexus card's Cunning: you have no forces in this battle.");
      return Ok{};
    }
    case E::FullSuboids:
      if (!advanced(g))
        return fail(
            Err::NotAllowed,
            "The Ixian Nexus card's Cunning: in the Basic game every force counts full strength already.");
      if (state(g).suboids == index(seat) && state(g).suboidsTurn == g.turn)
        return fail(Err::NotAllowed, "Your Suboids count full strength for the rest of this turn already.");
      return check_before_plan(g, seat, *card, false);
    case E::TerrorAnywhere:
      if (!has_decision(g, seat, DecisionKind::PlantTerror))
        return fail(Err::WrongPhase,
                    "The Moritani Nexus card's Cunning is played when you place a Terror token (the Mentat "
                    "Pause).");
      if (state(g).terrorTurn == g.turn)
        return fail(Err::NotAllowed, "This turn's Terror token may go to any territory already.");
      return Ok{};
    case E::FiveForOne:
    case E::GuildRates:
      if (!before_own_shipment(g, seat))
        return fail(Err::WrongPhase,
                    "The {f} Nexus card is played in your own Shipment and Movement turn, before your "
                    "shipment.",
                    *card);
      if (shipment_effect(g, seat))
        return fail(Err::NotAllowed, "A Nexus card shapes your shipment of this turn already.");
      if (effect == E::FiveForOne && g.player(seat).reserves.total() == 0)
        return fail(Err::NoSuchForces,
                    "The Richese Nexus card ships forces from your reserves; you have none.");
      return Ok{};
    case E::SeeElement:
    case E::SecondElement: {
      if (arg_value<ActionKind::PlayNexusCard, "element">(a) < 0 ||
          arg_value<ActionKind::PlayNexusCard, "element">(a) > static_cast<int>(PlanElement::Dial))
        return fail(Err::BadAction, "Name a plan element: leader, weapon, defense or dial.");
      if (auto st = check_before_plan(g, seat, *card, true); !st) return st;
      const BattleStep& b = g.battle;
      const int side = battle_side(g, seat);
      if (b.karamaSee)
        return fail(Err::NotAllowed, "Your opponent shows you their whole plan already (Karama).");
      if (effect == E::SeeElement) {
        if (b.prescience >= 0)
          return fail(Err::NotAllowed, "An element of this battle's plan is asked already (prescience).");
        return Ok{};
      }
      if (b.prescience < 0 || b.prescienceSide != 1 - side)
        return fail(
            Err::NotAllowed,
            "The Atreides Nexus card's Cunning asks a second element after your prescience asked one.");
      if (b.prescience2 >= 0) return fail(Err::NotAllowed, "A second element is asked already.");
      if (arg_value<ActionKind::PlayNexusCard, "element">(a) == b.prescience)
        return fail(Err::BadAction, "Ask another element than the one your prescience asked.");
      return Ok{};
    }
    case E::ReplacePurchase:
    case E::KeepSpice: {
      const BiddingStep& b = g.bidding;
      if (g.phase != Phase::Bidding || b.nexusBuyer != index(seat))
        return fail(
            Err::WrongPhase,
            "The {f} Nexus card is played on a treachery card you have just bought, before the auction "
            "goes on.",
            *card);
      if (effect == E::KeepSpice && b.paidOwn + b.paidAlly == 0)
        return fail(Err::NotAllowed,
                    "The Emperor Nexus card keeps the spice paid for the card; none was paid.");
      if (effect == E::ReplacePurchase && !holds(g, seat, just_bought(g)))
        return fail(Err::CardNotHeld, "The card you bought is no longer in your hand.");
      return Ok{};
    }
    case E::CancelTraitor: {
      const int i = harkonnen_call(g);
      if (i < 0 || !g.battle.traitorWindow)
        return fail(
            Err::WrongPhase,
            "The Harkonnen Nexus card's Betrayal is played when the Harkonnen call a traitor, before the "
            "battle is resolved.");
      return Ok{};
    }
    case E::KeepLost: {
      const int side = end_side(g, seat);
      if (side < 0 || side == g.battle.winner)
        return fail(
            Err::WrongPhase,
            "The Moritani Nexus card's Secret Ally is played after losing a battle that had a winner.");
      const BattlePlanRec& p = g.battle.plans[static_cast<std::size_t>(side)];
      if (a.card == kNoCard || (a.card != p.weapon && a.card != p.defense) ||
          !battle_phase::keepable_by_winner(g, a.card) ||
          std::find(g.treacheryDiscard.begin(), g.treacheryDiscard.end(), a.card) == g.treacheryDiscard.end())
        return fail(
            Err::BadAction,
            "The Moritani Nexus card keeps one card you played in this battle that a winner could keep "
            "(not a Cheap Hero, a worthless card or a card discarded after use).");
      if (hand_full(g, seat)) return fail(Err::HandFull, "Your hand is full: you cannot keep another card.");
      return Ok{};
    }
    case E::LookCard: {
      const int side = end_side(g, seat);
      if (side < 0 || side != g.battle.winner)
        return fail(Err::WrongPhase,
                    "The CHOAM Nexus card's Secret Ally look is played after winning a battle.");
      if (unused_cards(g, 1 - side).empty())
        return fail(Err::NotAllowed, "The loser holds no card it did not use in this battle.");
      return Ok{};
    }
    case E::TakePayment: {
      if (auto st = check_in_moment(
              g, seat, Moment::ShipmentPaid,
              "The Spacing Guild Nexus card's Betrayal takes a shipment's payment: it is played in the "
              "window "
              "right after a shipment paid for, before the payment goes to the Guild or the Bank.");
          !st)
        return st;
      if (state(g).heldOwn + state(g).heldAlly == 0)
        return fail(Err::NotAllowed, "That shipment's payment is taken already.");
      return Ok{};
    }
    case E::CancelFaceDancer:
      return check_in_moment(
          g, seat, Moment::FaceDancer,
          "The Tleilaxu Nexus card's Betrayal cancels a Face Dancer: it is played in the window right after "
          "the Tleilaxu reveal one, before the reveal takes effect.");
    case E::SellWorthless:
      if (auto st = check_in_moment(g, seat, Moment::SpiceCollection,
                                    "The CHOAM Nexus card's Secret Ally sells a Worthless card in Spice "
                                    "Collection: it is played in that phase's window.");
          !st)
        return st;
      if (a.card == kNoCard || !holds(g, seat, a.card) ||
          card_info(a.card).category != CardCategory::Worthless)
        return fail(
            Err::CardNotHeld,
            "The CHOAM Nexus card sells a Worthless card from your hand (Baliset, Jubba Cloak, Kulon, "
            "La La La, Trip to Gamont); name one you hold.");
      return Ok{};
    case E::WormProtection:
      return check_in_moment(
          g, seat, Moment::WormAppears,
          "The Fremen Nexus card's Secret Ally protects your forces from Shai-Hulud: it is "
          "played in the window when a worm appears where you have forces.");
    case E::RemoteRide: {
      if (auto st = check_in_moment(g, seat, Moment::WormAppears,
                                    "The Fremen Nexus card's Cunning is played when Shai-Hulud appears in a "
                                    "territory with no forces.");
          !st)
        return st;
      if (a.territory < 0 || a.territory >= kTerritories || territory(a.territory).terrain != Terrain::Sand ||
          all_forces_in(g, seat, a.territory) == 0)
        return fail(Err::BadAction,
                    "The Fremen Nexus card's Cunning: name a desert (sand) territory where you have forces; "
                    "they may ride the worm after the Nexus.");
      if (hooks::owner_of(g, Trait::RidesWorms) != seat)
        return fail(Err::KaramaStopped, "Your worm ride is stopped for this phase.");
      return Ok{};
    }
    case E::SecondShipment:
      if (ship_move_phase::actor(g) != seat)
        return fail(
            Err::WrongPhase,
            "The Spacing Guild Nexus card's Cunning is played in your own Shipment and Movement action.");
      if (state(g).secondShip == index(seat) && state(g).secondShipTurn == g.turn)
        return fail(Err::NotAllowed, "A second shipment is owed you already.");
      return Ok{};
    case E::FlipAdvisors: return check_flip(g, seat, a);
    case E::MentatTraitors:
      if (g.phase != Phase::MentatPause)
        return fail(Err::WrongPhase, "The Harkonnen Nexus card's Secret Ally is played in the Mentat Pause.");
      if (g.traitorDeck.empty())
        return fail(Err::NotAllowed, "The traitor deck is empty: there is nothing to draw.");
      if (returning(g)) return fail(Err::NotAllowed, "A traitor card is being shuffled back first.");
      return Ok{};
    case E::ChoamDiscards:
      // A battle plan set lies outside the hand until the battle is over; which of CHOAM's cards it holds is
      // their secret, so the whole face waits, whatever the plan holds (cr.boundary.nexus_betrayal_moment).
      if (const int side = battle_side(g, *card);
          side >= 0 && g.battle.plans[static_cast<std::size_t>(side)].submitted)
        return fail(Err::NotAllowed,
                    "The CHOAM Nexus card's Betrayal waits until the battle the CHOAM have set a plan for is "
                    "over.");
      if (g.player(*card).hand.empty())
        return fail(Err::NotAllowed, "The CHOAM Nexus card's Betrayal: the CHOAM hold no treachery card.");
      return Ok{};
    case E::WorthlessEffect:
      return fail(Err::BadAction,
                  "The CHOAM Nexus card's Cunning is played with the Worthless effect it obtains: "
                  "play_worthless with `as` (the Worthless card whose effect you take) and `card` (the "
                  "treachery card you discard for it).");
    case E::Voice: {
      if (arg_value<ActionKind::PlayNexusCard, "command">(a) < 0 ||
          arg_value<ActionKind::PlayNexusCard, "command">(a) > static_cast<int>(VoiceCommand::CheapHero))
        return fail(Err::BadAction, "Voice: name a command (a card kind) to play or not to play.");
      if (auto st = check_before_plan(g, seat, *card, true); !st) return st;
      const BattleStep& b = g.battle;
      if (b.voiceCommand >= 0) return fail(Err::NotAllowed, "The Voice is used in this battle already.");
      // FAQ (via NXF): the Voice comes before the prescience.
      if (b.prescience >= 0 || b.karamaSee)
        return fail(Err::NotAllowed, "The Voice comes before the prescience (FAQ); the prescience is asked.");
      return Ok{};
    }
  }
  return Ok{};
}

void exec_play(Game& g, Faction seat, const Action& a) {
  if (arg<ActionKind::PlayNexusCard, "effect">(a) == E::FlipAdvisors && flipping(g, seat))
    return exec_flip(g, seat, a);
  const Faction card = *held(g, seat);
  const Mode m = mode_of(g, seat, card);
  const auto effect = arg<ActionKind::PlayNexusCard, "effect">(a);
  const Face& f = *face(card, m, effect);
  discard(g, seat);  // used once, then discarded (E3 p.11)
  log_public_text(g, name(seat) + " play " + card_name(card) + " as " +
                         std::string(kModeNames[static_cast<std::size_t>(m)]) + ".");
  switch (effect) {
    case E::Stop: {
      const auto adv = arg<ActionKind::PlayNexusCard, "advantage">(a);
      log_public(g, "{a} is stopped for the rest of this phase.", adv);
      anytime::stop(g, adv);
      return;
    }
    case E::ReturnTerror:
      g.em.terror[static_cast<std::size_t>(terror_token_at(g, a.territory))] = kTerrorSupply;
      log_public(g, "The Terror token in {t} goes back to the Moritani unrevealed.", a.territory);
      return;
    case E::TakeDuke:
      g.em.duke.where = LeaderWhere::Available;
      g.em.duke.faceDown = false;
      g.em.duke.capturedBy = -1;
      g.em.dukeHolder = static_cast<std::int8_t>(index(seat));
      g.em.dukeTenure = DukeTenure::ThisTurn;
      g.em.dukeLoanOffered = false;
      log_public(g, "{f} take {l} for this turn; he is set aside at its end.", seat, kDukeVidal);
      return;
    case E::Revive: exec_revive(g, seat, f, a); return;
    case E::ReplaceFaceDancers: replace_revealed_face_dancers(g, seat); return;
    case E::DrawTraitor:
      draw_traitors(g, seat, 1);
      state(g).returning = static_cast<std::int8_t>(index(seat));
      state(g).returnsLeft = 1;
      log_public(g, "{f} draw a traitor card and will shuffle one of their traitors back.", seat);
      return;
    case E::AllyWithdraws: {
      const Faction ally = *ally_of(g, card);
      Player& p = g.player(ally);
      int n = 0;
      for (LocationId l : locations_of(a.territory)) {
        const Forces here = forces_at(g, l, ally);
        n += here.total();
        if (has_elite_forces(ally)) {
          p.reserves.special = static_cast<std::uint8_t>(p.reserves.special + here.special);
          p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + here.normal);
        } else {  // advisors go back as forces
          p.reserves.normal = static_cast<std::uint8_t>(p.reserves.normal + here.total());
        }
        remove_forces(g, l, ally, here);
      }
      log_public(g, "{f}, Ecaz's ally, return their {n} force(s) in {t} to their reserves.", ally, n,
                 a.territory);
      return;
    }
    case E::VirtualSardaukar:
      g.battle.virtualElite = static_cast<std::int8_t>(index(seat));
      log_public(g, "{f}: up to {n} of their forces in {t} count as Sardaukar in this battle.", seat,
                 kVirtualSardaukar, g.battle.territory);
      return;
    case E::FullSuboids:
      state(g).suboids = static_cast<std::int8_t>(index(seat));
      state(g).suboidsTurn = static_cast<std::int8_t>(g.turn);
      log_public(g, "{f}: their Suboids count full strength without spice for the rest of this turn.", seat);
      return;
    case E::TerrorAnywhere:
      state(g).terrorTurn = static_cast<std::int8_t>(g.turn);
      log_public(g, "{f} may place this Terror token in any territory of Arrakis, even one with a token.",
                 seat);
      return;
    case E::FiveForOne:
    case E::GuildRates:
      state(g).shipper = static_cast<std::int8_t>(index(seat));
      state(g).shipTurn = static_cast<std::int8_t>(g.turn);
      state(g).shipEffect = static_cast<std::uint8_t>(effect);
      if (effect == E::FiveForOne)
        log_public(g, "{f} may ship up to 5 forces from their reserves at the price of one this turn.", seat);
      else
        log_public(g, "{f} ship at the Guild's rates this turn, and may cross-ship or ship back to reserves.",
                   seat);
      return;
    case E::SeeElement:
    case E::SecondElement: {
      BattleStep& b = g.battle;
      const int other = 1 - battle_side(g, seat);
      constexpr std::array<std::string_view, 4> what{"leader", "weapon", "defense", "number dialed"};
      const auto element = static_cast<std::int8_t>(arg<ActionKind::PlayNexusCard, "element">(a));
      if (effect == E::SeeElement) {
        b.prescience = element;
        b.prescienceSide = static_cast<std::int8_t>(other);
      } else {
        b.prescience2 = element;
      }
      log_public_text(g, name(seat) + " ask " + name(side_faction(g, other)) + " to reveal their " +
                             std::string(what[static_cast<std::size_t>(element)]) +
                             "; they set their plan first.");
      return;
    }
    case E::Voice: {
      BattleStep& b = g.battle;
      const int other = 1 - battle_side(g, seat);
      const VoiceCommand command = arg<ActionKind::PlayNexusCard, "command">(a);
      b.voiceCommand = static_cast<std::int8_t>(command);
      b.voiceMust = arg<ActionKind::PlayNexusCard, "must">(a);
      b.voiceTarget = static_cast<std::int8_t>(other);
      if (b.voiceMust)
        log_public(g, "Voice: {f} command {f} to play {v}.", seat, side_faction(g, other), command);
      else
        log_public(g, "Voice: {f} command {f} not to play {v}.", seat, side_faction(g, other), command);
      return;
    }
    case E::ReplacePurchase: {
      discard_from_hand(g, seat, just_bought(g));
      draw_treachery(g, seat);
      log_public(g, "{f} discard the card they bought and take the top card of the treachery deck.", seat);
      return;
    }
    case E::KeepSpice: {
      BiddingStep& b = g.bidding;
      gain(g, seat, b.paidOwn);
      if (const auto ally = ally_of(g, seat); ally && b.paidAlly > 0) gain(g, *ally, b.paidAlly);
      log_public(g,
                 "{f} keep the {n} spice paid for the card they bought (it goes back from the Spice Bank).",
                 seat, b.paidOwn + b.paidAlly);
      b.paidOwn = b.paidAlly = 0;
      return;
    }
    case E::CancelTraitor: {
      BattleStep& b = g.battle;
      const int i = harkonnen_call(g);
      const Faction h = Faction::Harkonnen;  // the card's holder of the traitor, the caller or its ally
      const LeaderId l = traitor_card_of(g, b.plans[static_cast<std::size_t>(1 - i)]);
      Player& p = g.player(h);
      std::erase(p.traitors, l);
      std::erase(p.traitorDraw, l);
      g.traitorDeck.push_back(l);
      g.rng.shuffle(g.traitorDeck);
      b.traitorCalled = static_cast<std::uint8_t>(b.traitorCalled & ~(1u << i));
      state(g).owedTraitors = static_cast<std::int8_t>(state(g).owedTraitors + 1);
      log_public(g,
                 "The traitor call is cancelled: the card of {l} goes back into the traitor deck; {f} draw a "
                 "replacement in the Mentat Pause.",
                 l, h);
      return;
    }
    case E::KeepLost: {
      auto& d = g.treacheryDiscard;
      d.erase(std::find(d.rbegin(), d.rend(), a.card).base() - 1);
      FactionSet everyone;  // it was played face up
      for (Faction f : factions_in_game(g)) everyone.insert(f);
      g.player(seat).hand.push_back({a.card, everyone});
      log_public(g, "{f} keep {c}, which they played in the battle they lost.", seat, a.card);
      return;
    }
    case E::LookCard: {
      const int loser = 1 - g.battle.winner;
      const Faction lf = faction_at(g.battle.sides[static_cast<std::size_t>(loser)]);
      const std::vector<CardId> cards = unused_cards(g, loser);
      const CardId c = cards[g.rng.below(static_cast<std::uint32_t>(cards.size()))];
      for (HeldCard& h : g.player(lf).hand)
        if (h.card == c) h.knownBy.insert(seat);
      log_public(g, "{f} look at a card of {f} at random.", seat, lf);
      log_private_text(g, FactionSet{seat},
                       "The card of " + name(lf) + " you look at: " + std::string(card_info(c).name) + ".");
      return;
    }
    case E::TakePayment: {
      NexusCardsState& s = state(g);
      const int paid = s.heldOwn + s.heldAlly;
      g.player(seat).spice = static_cast<std::int16_t>(g.player(seat).spice + paid);
      s.heldOwn = s.heldAlly = 0;
      answered_by_all(g);
      log_public(
          g, "{f} take the {n} spice paid for that shipment of {f}; neither the Guild nor the Bank gets it.",
          seat, paid, faction_at(s.momentBy));
      return;
    }
    case E::CancelFaceDancer:
      state(g).cancelled = true;
      answered_by_all(g);
      return;
    case E::WormProtection:
      state(g).spared.insert(seat);
      log_public(g, "{f}: Shai-Hulud does not devour their forces in {t}.", seat, state(g).wormAt);
      return;
    case E::RemoteRide:
      state(g).remoteRide = a.territory;
      state(g).remoteRideTurn = static_cast<std::int8_t>(g.turn);
      g.wormRides |= std::uint64_t{1} << a.territory;
      log_public(g, "{f} may ride this worm from {t} after the Nexus.", seat, a.territory);
      return;
    case E::SellWorthless:
      discard_from_hand(g, seat, a.card);
      gain(g, seat, 2);
      log_public(g, "{f} sell {c} to the Spice Bank for 2 spice.", seat, a.card);
      return;
    case E::ChoamDiscards: {
      const auto& hand = g.player(card).hand;
      const CardId c =
          hand[static_cast<std::size_t>(g.rng.below(static_cast<std::uint32_t>(hand.size())))].card;
      discard_from_hand(g, card, c);
      log_public(g, "The {f} discard {c}, drawn at random from their hand.", card, c);
      return;
    }
    case E::WorthlessEffect: return;  // refused by check_play: played through play_worthless
    case E::SecondShipment:
      state(g).secondShip = static_cast<std::int8_t>(index(seat));
      state(g).secondShipTurn = static_cast<std::int8_t>(g.turn);
      log_public(g, "{f} will make a second shipment right after this Shipment and Movement action.", seat);
      return;
    case E::FlipAdvisors:
      state(g).flipper = static_cast<std::int8_t>(index(seat));
      state(g).flipTurn = static_cast<std::int8_t>(g.turn);
      exec_flip(g, seat, a);
      return;
    case E::MentatTraitors: {
      const int n = draw_traitors(g, seat, 2);
      state(g).returning = static_cast<std::int8_t>(index(seat));
      state(g).returnsLeft = static_cast<std::int8_t>(n);
      log_public(g, "{f} draw {n} traitor card(s) and will shuffle as many of their traitors back.", seat, n);
      return;
    }
    case E::AskTraitors: {
      const auto& t = g.player(a.faction).traitors;
      const bool yes = std::any_of(t.begin(), t.end(),
                                   [&](LeaderId l) { return l < kLeaders && leader_faction(l) == seat; });
      log_public_text(g, name(seat) + " ask " + name(a.faction) + " whether any of their traitors are " +
                             name(seat) + " leaders. The answer is " + (yes ? "yes." : "no."));
      return;
    }
  }
}

void play_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  const auto flips = [&] {
    Action a{.kind = ActionKind::PlayNexusCard, .amount2 = static_cast<std::int16_t>(E::FlipAdvisors)};
    for (TerritoryId t = 0; t < kTerritories; ++t)
      if (hooks::advisors_in(g, t) > 0) {
        a.territory = t;
        if (check_flip(g, seat, a)) out.push_back(a);
      }
  };
  if (flipping(g, seat)) flips();
  const auto card = held(g, seat);
  if (!card) return;
  const Mode m = mode_of(g, seat, *card);
  const FaceRun& run = faces_of(*card, m);
  for (std::size_t k = 0; k < run.n; ++k) {
    const Face& f = kFaces[run.at[k]];
    Action a = ActionOf<ActionKind::PlayNexusCard>{}.set<"effect">(f.effect);
    switch (f.effect) {
      case E::Stop:
        for (int i = 0; i < f.nStops; ++i) {
          set_arg<ActionKind::PlayNexusCard, "advantage">(a, f.stops[static_cast<std::size_t>(i)]);
          out.push_back(a);
        }
        break;
      case E::ReturnTerror:  // each territory holding one, in territory order (not token order: secret)
        for (TerritoryId t = 0; t < kTerritories; ++t)
          if (terror_token_at(g, t) >= 0) {
            a.territory = t;
            out.push_back(a);
          }
        break;
      case E::Revive: {  // every count it may revive, alone or (Tleilaxu) with each leader in the Tanks
        if (g.phase != Phase::Revival) break;
        const int most = std::min(f.forces, forces_revivable_outside_limit(g, seat));
        const int afford = f.price ? std::min<int>(most, g.player(seat).spice / f.price) : most;
        for (int n = 0; n <= afford; ++n) {
          a.amount = static_cast<std::int16_t>(n);
          a.leader = kNoLeader;
          if (n > 0) out.push_back(a);
          if (f.leader)
            for (int i = 0; i < leaders_in_game(g, seat); ++i)
              if (leader_disc(g, leader_id(seat, i)).where == LeaderWhere::Tanks) {
                a.leader = leader_id(seat, i);
                out.push_back(a);
              }
        }
        break;
      }
      case E::AskTraitors:
        for (Faction x : factions_in_game(g))
          if (x != seat) {
            a.faction = x;
            out.push_back(a);
          }
        break;
      case E::TakeDuke:
      case E::DrawTraitor:
      case E::ReplaceFaceDancers: out.push_back(a); break;
      case E::AllyWithdraws:
        for (TerritoryId t = 0; t < kTerritories; ++t)
          if (shared_with_ecaz(g, *card, t)) {
            a.territory = t;
            out.push_back(a);
          }
        break;
      // A cheap look at the phase first (this runs for every holder at every step), then the full check.
      case E::VirtualSardaukar:
      case E::FullSuboids:
        if (battle_side(g, seat) >= 0 && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::TerrorAnywhere:
      case E::MentatTraitors:
        if (g.phase == Phase::MentatPause && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::FiveForOne:
      case E::GuildRates:
        if (g.phase == Phase::ShipMove && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::ReplacePurchase:
      case E::KeepSpice:
        if (g.bidding.nexusBuyer == index(seat) && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::CancelTraitor:
        if (g.battle.traitorWindow && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::LookCard:
        if (end_side(g, seat) >= 0 && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::KeepLost:
        if (const int side = end_side(g, seat); side >= 0)
          for (CardId c : {g.battle.plans[static_cast<std::size_t>(side)].weapon,
                           g.battle.plans[static_cast<std::size_t>(side)].defense}) {
            a.card = c;
            if (c != kNoCard && check_play(g, seat, a)) out.push_back(a);
          }
        break;
      case E::SecondShipment:
        if (g.phase == Phase::ShipMove && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::TakePayment:
      case E::CancelFaceDancer:
        if (state(g).moment != 0 && check_play(g, seat, a)) out.push_back(a);
        break;
      case E::WormProtection:
        if (state(g).moment == static_cast<std::uint8_t>(Moment::WormAppears) && check_play(g, seat, a))
          out.push_back(a);
        break;
      case E::RemoteRide:
        if (state(g).moment == static_cast<std::uint8_t>(Moment::WormAppears))
          for (TerritoryId t = 0; t < kTerritories; ++t) {
            a.territory = t;
            if (check_play(g, seat, a)) out.push_back(a);
          }
        break;
      case E::ChoamDiscards:
        if (check_play(g, seat, a)) out.push_back(a);
        break;
      case E::WorthlessEffect: break;  // CHOAM's own candidates list it (play_worthless with `as`)
      case E::SellWorthless:
        if (state(g).moment == static_cast<std::uint8_t>(Moment::SpiceCollection))
          for (const HeldCard& h : g.player(seat).hand) {
            a.card = h.card;
            if (check_play(g, seat, a)) out.push_back(a);
          }
        break;
      case E::FlipAdvisors:
        if (g.phase == Phase::ShipMove && ship_move_phase::actor(g) == seat && !flipping(g, seat)) flips();
        break;
      case E::SeeElement:
      case E::SecondElement:
        if (battle_side(g, seat) < 0) break;
        for (int e = 0; e <= static_cast<int>(PlanElement::Dial); ++e) {
          set_arg<ActionKind::PlayNexusCard, "element">(a, static_cast<PlanElement>(e));
          if (check_play(g, seat, a)) out.push_back(a);
        }
        break;
      case E::Voice:
        if (battle_side(g, seat) < 0) break;
        for (int c = 0; c <= static_cast<int>(VoiceCommand::CheapHero); ++c)
          for (bool must : {true, false}) {
            set_arg<ActionKind::PlayNexusCard, "command">(a, static_cast<VoiceCommand>(c));
            set_arg<ActionKind::PlayNexusCard, "must">(a, must);
            if (check_play(g, seat, a)) out.push_back(a);
          }
        break;
    }
  }
}

// --- lasting effects ---

bool normal_forces_full(const Game& g, Faction f) {
  const NexusCardsState& s = state(g);
  return s.suboids == index(f) && s.suboidsTurn == g.turn;
}

bool terror_anywhere(const Game& g) { return state(g).terrorTurn == g.turn && g.phase == Phase::MentatPause; }

std::optional<NexusEffect> shipment_effect(const Game& g, Faction f) {
  const NexusCardsState& s = state(g);
  if (s.shipper != index(f) || s.shipTurn != g.turn || g.phase != Phase::ShipMove) return std::nullopt;
  return static_cast<NexusEffect>(s.shipEffect);
}

Status check_shipment(const Game& g, Faction f, const Action& a) {
  const auto e = shipment_effect(g, f);
  if (!e) return Ok{};
  if (a.card != kNoCard)
    return fail(Err::BadAction,
                "This shipment's price is the Nexus card's; a Karama card does not change it further.");
  if (*e == E::FiveForOne && a.from != kNoLocation)
    return fail(Err::NotAllowed, "The Richese Nexus card's shipment comes from your reserves.");
  if (*e == E::FiveForOne && a.amount > 5)
    return fail(Err::NotAllowed, "The Richese Nexus card ships up to 5 forces at the price of one.");
  return Ok{};
}

bool second_shipment(Game& g, Faction f) {
  NexusCardsState& s = state(g);
  if (s.secondShip != index(f) || s.secondShipTurn != g.turn) return false;
  s.secondShip = -1;
  log_public(g, "{f} make their second shipment (the Spacing Guild Nexus card).", f);
  return true;
}

void shipped(Game& g, Faction f) {
  NexusCardsState& s = state(g);
  if (s.shipper == index(f)) s.shipper = -1;
}

bool lends_guild_shipping(const Game& g, Faction f) { return shipment_effect(g, f) == E::GuildRates; }

// --- Harkonnen Cunning: the return ---

bool returning(const Game& g) { return state(g).returning >= 0; }

void return_pending(const Game& g, DecisionList& out) {
  if (returning(g)) out.push_back({faction_at(state(g).returning), DecisionKind::NexusTraitorReturn, 0, 0});
}

Status check_return(const Game& g, Faction seat, const Action& a) {
  if (!returning(g))
    return fail(Err::NotAllowed,
                "No traitor card is to be shuffled back now (return_traitor follows draw_traitor).");
  if (a.kind != ActionKind::ReturnTraitor || state(g).returning != index(seat))
    return fail(Err::NotYourDecision,
                "{f} shuffle one of their traitors back first (the Harkonnen Nexus card's Cunning).",
                faction_at(state(g).returning));
  const auto t = returnable(g, seat);
  if (std::find(t.begin(), t.end(), a.leader) == t.end())
    return keeps_face_dancers(g, seat)
               ? fail(Err::NotAllowed, "Shuffle back one of your unrevealed Face Dancers.")
               : fail(Err::NotAllowed, "Shuffle back one of your traitor cards.");
  return Ok{};
}

void exec_return(Game& g, Faction seat, const Action& a) {
  Player& p = g.player(seat);
  if (keeps_face_dancers(g, seat)) {
    remove_face_dancer(g, a.leader);
  } else {
    std::erase(p.traitors, a.leader);
    std::erase(p.traitorDraw, a.leader);
  }
  g.traitorDeck.push_back(a.leader);
  g.rng.shuffle(g.traitorDeck);
  if (--state(g).returnsLeft <= 0) {
    state(g).returning = -1;
    state(g).returnsLeft = 0;
  }
  log_public(g, "{f} shuffle a traitor card back into the traitor deck.", seat);
}

void return_candidates(const Game& g, Faction seat, std::vector<Action>& out) {
  if (state(g).returning != index(seat)) return;
  for (LeaderId l : returnable(g, seat)) out.push_back({.kind = ActionKind::ReturnTraitor, .leader = l});
}

// --- the Mentat Pause window ---

namespace {
// The holders that answered this turn's window (an older turn's answers count for nothing).
FactionSet mentat_asked(const Game& g) {
  const NexusCardsState& s = state(g);
  return s.mentatTurn == g.turn ? s.mentatAsked : FactionSet{};
}
}  // namespace

bool mentat_open(const Game& g) {
  if (g.phase != Phase::MentatPause || !in_play(g)) return false;
  const FactionSet asked = mentat_asked(g);
  for (Faction f : factions_in_game(g))
    if (!asked.has(f) && held(g, f)) return true;
  return false;
}

void mentat_pending(const Game& g, DecisionList& out) {
  const FactionSet asked = mentat_asked(g);
  for (Faction f : storm_order(g))
    if (!asked.has(f) && held(g, f)) out.push_back({f, DecisionKind::NexusMentat, 0, 0});
}

void mentat_passed(Game& g, Faction f) {
  NexusCardsState& s = state(g);
  s.mentatAsked = mentat_asked(g);
  s.mentatTurn = static_cast<std::int8_t>(g.turn);
  s.mentatAsked.insert(f);
}

// --- the window on a Harkonnen traitor call ---

bool traitor_window_due(const Game& g) {
  if (!in_play(g) || harkonnen_call(g) < 0) return false;
  for (Faction f : factions_in_game(g))
    if (held(g, f)) return true;
  return false;
}

bool traitor_window_open(const Game& g) {
  if (!g.battle.traitorWindow) return false;
  for (Faction f : factions_in_game(g))
    if (!g.battle.nexusAsked.has(f) && held(g, f)) return true;
  return false;
}

void traitor_window_pending(const Game& g, DecisionList& out) {
  for (Faction f : storm_order(g))
    if (!g.battle.nexusAsked.has(f) && held(g, f)) out.push_back({f, DecisionKind::NexusTraitor, 0, 0});
}

void traitor_window_passed(Game& g, Faction f) { g.battle.nexusAsked.insert(f); }

void draw_owed_traitors(Game& g) {
  NexusCardsState& s = state(g);
  if (s.owedTraitors <= 0 || !g.in_game(Faction::Harkonnen)) return;
  const int n = draw_traitors(g, Faction::Harkonnen, s.owedTraitors);
  s.owedTraitors = 0;
  log_public(g, "{f} draw {n} traitor card(s) for the traitor call(s) cancelled (the Harkonnen Nexus card).",
             Faction::Harkonnen, n);
}

// --- the window at a battle's end ---

bool battle_end_due(const Game& g) {
  if (!in_play(g) || g.battle.winner < 0) return false;
  for (std::int8_t s : g.battle.sides)
    if (s >= 0 && held(g, faction_at(s))) return true;
  return false;
}

bool battle_end_open(const Game& g) {
  const BattleStep& b = g.battle;
  if (g.phase != Phase::Battle || b.step != BattleStep::NexusEnd) return false;
  for (std::int8_t s : b.sides)
    if (s >= 0 && !b.nexusAsked.has(faction_at(s)) && held(g, faction_at(s))) return true;
  return false;
}

void battle_end_pending(const Game& g, DecisionList& out) {
  const BattleStep& b = g.battle;
  for (std::int8_t s : b.sides)
    if (s >= 0 && !b.nexusAsked.has(faction_at(s)) && held(g, faction_at(s)))
      out.push_back({faction_at(s), DecisionKind::NexusBattleEnd, 0, 0});
}

void battle_end_passed(Game& g, Faction f) { g.battle.nexusAsked.insert(f); }

// --- moments (NexusWindow) ---

std::string_view moment_key(Moment m) {
  constexpr std::array<std::string_view, 6> keys{"none", "shipment_paid", "face_dancer", "spice_collection",
                                                 "worm", "battle"};
  return keys[static_cast<std::size_t>(m)];
}
Moment moment(const Game& g) { return in_play(g) ? static_cast<Moment>(state(g).moment) : Moment::None; }
bool moment_open(const Game& g) { return moment(g) != Moment::None && anyone_asked(g); }
void moment_pending(const Game& g, DecisionList& out) {
  for (Faction f : factions_in_game(g))
    if (asked_in_moment(g, f)) out.push_back({f, DecisionKind::NexusWindow, 0, 0});
}
Status check_moment(const Game& g, Faction seat, const Action& a) {
  if (!asked_in_moment(g, seat))
    return fail(Err::NotYourDecision,
                "The holders of Nexus cards are asked whether they play one on this moment; wait for them.");
  if (a.kind != ActionKind::Pass)
    return fail(Err::BadAction, "Play your Nexus card on this moment, or pass.");
  return Ok{};
}
void moment_passed(Game& g, Faction f) { state(g).momentAsked.insert(f); }

bool hold_payment(Game& g, Faction shipper, int cost, bool karamaRate) {
  // E3 p.11 (2h), NXF: only the Guild's card in Betrayal takes a payment, so the window opens only while
  // the Guild are seated, and only when someone else holds a card.
  if (cost <= 0 || !g.in_game(Faction::Guild) || !open_moment(g, Moment::ShipmentPaid, index(shipper)))
    return false;
  NexusCardsState& s = state(g);
  const int own = std::min<int>(cost, g.player(shipper).spice);
  g.player(shipper).spice = static_cast<std::int16_t>(g.player(shipper).spice - own);
  if (cost > own) {
    Player& ally = g.player(*ally_of(g, shipper));
    ally.spice = static_cast<std::int16_t>(ally.spice - (cost - own));
  }
  s.heldOwn = static_cast<std::int16_t>(own);
  s.heldAlly = static_cast<std::int16_t>(cost - own);
  s.heldKarama = karamaRate;
  log_public(g, "The {n} spice of that shipment are held back while the holders of Nexus cards are asked.",
             cost);
  return true;
}

bool hold_reveal(Game& g, Faction owner, const Action& a) {
  if (!open_moment(g, Moment::FaceDancer, index(owner))) return false;
  NexusCardsState& s = state(g);
  s.revealReserves = a.amount;
  s.revealBoard = a.amount2;
  s.revealFrom = a.from;
  return true;
}

bool open_collection(Game& g) {
  if (!in_play(g) || state(g).collectionTurn == g.turn || state(g).moment != 0) return false;
  state(g).collectionTurn = static_cast<std::int8_t>(g.turn);  // once a phase, opened or not
  return open_moment(g, Moment::SpiceCollection, -1);
}

bool open_battle(Game& g) { return open_moment(g, Moment::BattleBegins, -1); }

bool hold_worm(Game& g, TerritoryId t) {
  return t != kNoTerritory && open_moment(g, Moment::WormAppears, -1, t);
}
bool spared(const Game& g, Faction f) { return in_play(g) && state(g).spared.has(f); }
void worm_devoured(Game& g) {
  if (in_play(g)) state(g).spared = {};
}
TerritoryId remote_ride(const Game& g) {
  if (!in_play(g) || state(g).remoteRideTurn != g.turn) return kNoTerritory;
  return state(g).remoteRide;
}

Closed close_moment(Game& g) {
  if (moment(g) == Moment::None || anyone_asked(g)) return {};
  NexusCardsState& s = state(g);
  Closed c{.moment = static_cast<Moment>(s.moment), .cancelled = s.cancelled};
  if (s.momentBy >= 0) c.by = faction_at(s.momentBy);
  c.territory = s.wormAt;
  s.wormAt = kNoTerritory;
  if (c.moment == Moment::ShipmentPaid && s.heldOwn + s.heldAlly > 0) {
    // Nobody took it: given back to its payers, to be paid as any payment is.
    g.player(c.by).spice = static_cast<std::int16_t>(g.player(c.by).spice + s.heldOwn);
    if (s.heldAlly > 0) {
      const auto ally = ally_of(g, c.by);
      Player& p = g.player(ally.value_or(c.by));
      p.spice = static_cast<std::int16_t>(p.spice + s.heldAlly);
    }
    c.cost = s.heldOwn + s.heldAlly;
    c.karamaRate = s.heldKarama;
  }
  const int reserves = s.revealReserves, board = s.revealBoard;
  const LocationId from = s.revealFrom;
  s.moment = 0;
  s.momentAsked = {};
  s.momentBy = -1;
  s.heldOwn = s.heldAlly = 0;
  s.heldKarama = false;
  s.revealReserves = s.revealBoard = 0;
  s.revealFrom = kNoLocation;
  s.cancelled = false;
  if (c.moment == Moment::FaceDancer) settle_held_reveal(g, c.by, c.cancelled, reserves, board, from);
  return c;
}

void conceal(Game& g, Faction viewer, Rng& rng) {
  NexusCardsState& n = state(g);
  std::vector<std::int8_t*> slots;
  for (Faction f : factions_in_game(g))
    if (f != viewer && n.held[static_cast<std::size_t>(index(f))] >= 0)
      slots.push_back(&n.held[static_cast<std::size_t>(index(f))]);
  for (std::int8_t& c : n.deck) slots.push_back(&c);
  std::vector<std::int8_t> cards;
  for (const std::int8_t* c : slots) cards.push_back(*c);
  std::sort(cards.begin(), cards.end());
  rng.shuffle(cards);
  for (std::size_t i = 0; i < slots.size(); ++i) *slots[i] = cards[i];
}

}  // namespace dune::nexus_cards

namespace dune {
// The Nexus cards' rows (hooks.hpp ComponentModule): Guild Secret Ally lends the Guild's shipping rules.
namespace {
constexpr ComponentTraitRow kSecretAllyRows[] = {
    {Trait::CrossShip, nexus_cards::lends_guild_shipping},
    {Trait::ShipToReserves, nexus_cards::lends_guild_shipping},
};
}  // namespace
extern const ComponentModule kNexusCardsComponent{
    .key = "em_nexus_cards", .in_play = nexus_cards::in_play, .traits = kSecretAllyRows};
}  // namespace dune
