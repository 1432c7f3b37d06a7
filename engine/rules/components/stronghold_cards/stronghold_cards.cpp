// CHOAM & Richese Stronghold cards (variant cr_strongholds). Sources and calling points:
// stronghold_cards.hpp; the registry rows cr.sh.*.
#include "engine/rules/components/stronghold_cards/stronghold_cards.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "engine/core/board.hpp"
#include "engine/data/variants.hpp"
#include "engine/rules/common.hpp"
#include "engine/rules/factions/hooks.hpp"

namespace dune::stronghold_cards {
namespace {

constexpr std::array<std::string_view, kStrongholdCards> kKeys{
    "arrakeen", "carthag", "habbanya_sietch", "sietch_tabr", "tueks_sietch", "hidden_mobile_stronghold"};
constexpr std::array<std::string_view, kStrongholdCards> kNames{
    "Arrakeen", "Carthag", "Habbanya Sietch", "Sietch Tabr", "Tuek's Sietch", "Hidden Mobile Stronghold"};
constexpr std::array<TerritoryId, kStrongholdCards> kTerritories{
    T::Arrakeen, T::Carthag, T::HabbanyaSietch, T::SietchTabr, T::TueksSietch, T::HiddenMobileStronghold};

std::size_t at(Card c) { return static_cast<std::size_t>(c); }

// The mobile stronghold's battle now: its card's holder is a side of the current battle there.
bool mobile_battle(const Game& g, Faction f) {
  return g.phase == Phase::Battle && g.battle.territory == T::HiddenMobileStronghold &&
         (g.battle.sides[0] == index(f) || g.battle.sides[1] == index(f)) &&
         g.cr.strongholds.holder[static_cast<std::size_t>(Card::MobileStronghold)] == index(f);
}

bool declared_now(const Game& g) {
  const auto& s = g.cr.strongholds;
  return s.copyTurn == g.turn && s.copyBattle == static_cast<std::int8_t>(g.battle.results.size());
}

// The card whose advantage f has in a battle in t: the card of t, held by f; in the mobile stronghold, the
// one its holder copies (cr.sh.mobile).
bool holds_here(const Game& g, Faction f, TerritoryId t, Card c) {
  if (!in_play(g) || !advanced(g)) return false;
  if (t == territory_of(c) && holder(g, c) == f) return true;
  return t == T::HiddenMobileStronghold && copied(g, f) == c;
}

}  // namespace

bool in_play(const Game& g) { return has_variant(g.ruleset.variants, Variant::CrStrongholds); }
std::string_view card_key(Card c) { return kKeys[at(c)]; }
std::string_view card_name(Card c) { return kNames[at(c)]; }
TerritoryId territory_of(Card c) { return kTerritories[at(c)]; }

std::optional<Faction> holder(const Game& g, Card c) {
  const std::int8_t h = g.cr.strongholds.holder[at(c)];
  if (h < 0) return std::nullopt;
  return faction_at(h);
}

std::optional<Faction> controller(const Game& g, TerritoryId t) {
  if (t == T::HiddenMobileStronghold && g.mobileHost == kNoLocation) return std::nullopt;
  const FactionSet here = factions_present(g, t);  // fighting forces only
  std::optional<Faction> one;
  int n = 0;
  for (Faction f : factions_in_game(g))
    if (here.has(f)) {
      if (!one) one = f;
      ++n;
    }
  if (n == 1) return one;
  // Two allies sharing it as one side (Ecaz Occupy, E3 p.8 (2h)): the faction whose rule lets them share.
  if (n == 2)
    if (const auto a = coexisting_ally(g, *one, t); a && here.has(*a))
      if (const auto owner = hooks::holder(g, Trait::Coexists, *one);
          owner && (*owner == *one || *owner == *a))
        return owner;
  return std::nullopt;
}

void phase_ends(Game& g) {
  if (!in_play(g) || g.phase != Phase::MentatPause) return;
  for (int i = 0; i < kStrongholdCards; ++i) {
    const Card c = static_cast<Card>(i);
    const auto to = controller(g, territory_of(c));
    const std::int8_t now = to ? static_cast<std::int8_t>(index(*to)) : std::int8_t{-1};
    std::int8_t& h = g.cr.strongholds.holder[static_cast<std::size_t>(i)];
    if (h == now) continue;
    h = now;
    if (to)
      log_public_text(g, "The " + std::string(card_name(c)) + " Stronghold card goes to the " + name(*to) +
                             ", who control that stronghold.");
    else
      log_public_text(g, "The " + std::string(card_name(c)) +
                             " Stronghold card is set aside: no faction controls that stronghold.");
  }
}

std::vector<Card> copy_options(const Game& g, Faction f) {
  std::vector<Card> out;
  for (int i = 0; i < kStrongholdCards; ++i)
    if (const Card c = static_cast<Card>(i);
        c != Card::MobileStronghold && controller(g, territory_of(c)) == f)
      out.push_back(c);
  return out;
}

std::optional<Faction> copy_due(const Game& g) {
  if (!in_play(g) || !advanced(g) || g.battle.territory != T::HiddenMobileStronghold || declared_now(g))
    return std::nullopt;
  const auto h = holder(g, Card::MobileStronghold);
  if (!h || !mobile_battle(g, *h) || copy_options(g, *h).size() < 2) return std::nullopt;
  return h;
}

Status check_copy(const Game& g, Faction seat, TerritoryId stronghold) {
  if (copy_due(g) != seat)
    return fail(Err::NotYourDecision, "Stronghold cards: {f} have no copy to name now.", seat);
  for (Card c : copy_options(g, seat))
    if (territory_of(c) == stronghold) return Ok{};
  return fail(Err::NotAllowed,
              "Hidden Mobile Stronghold card: copy the advantage of another stronghold you control now (the "
              "card face).");
}

void declare_copy(Game& g, Faction seat, TerritoryId stronghold) {
  auto& s = g.cr.strongholds;
  for (Card c : copy_options(g, seat))
    if (territory_of(c) == stronghold) s.copy = static_cast<std::int8_t>(c);
  s.copyTurn = g.turn;
  s.copyBattle = static_cast<std::int8_t>(g.battle.results.size());
  log_public_text(g, "Hidden Mobile Stronghold card: the " + name(seat) + " copy the " +
                         std::string(card_name(static_cast<Card>(s.copy))) + " Stronghold card's advantage.");
}

std::optional<Card> copied(const Game& g, Faction f) {
  if (!in_play(g) || !mobile_battle(g, f)) return std::nullopt;
  if (declared_now(g)) {
    if (g.cr.strongholds.copy < 0) return std::nullopt;
    return static_cast<Card>(g.cr.strongholds.copy);
  }
  const std::vector<Card> options = copy_options(g, f);
  if (options.size() == 1) return options.front();  // nothing to choose: the one there is
  return std::nullopt;
}

int bank_support(const Game& g, Faction f, TerritoryId t) {
  return holds_here(g, f, t, Card::Arrakeen) ? 2 : 0;
}

int bank_pays(Game& g, Faction f, TerritoryId t, int dialed) {
  const int bank = std::min(dialed, bank_support(g, f, t));
  if (bank > 0)
    log_public(g, "Arrakeen Stronghold card: the Spice Bank pays {n} of {f}'s dialed spice.", bank, f);
  return bank;
}

unsigned extra_defense(const Game& g, Faction f, TerritoryId t, const BattlePlanRec& p) {
  if (!holds_here(g, f, t, Card::Carthag) || p.defense == kNoCard) return 0;
  const unsigned d = defense_classes(card_kind(p.defense));
  if (d == 0 || (d & kPoisonClass)) return 0;  // no defense, or a poison one already
  if (p.weapon != kNoCard) {
    const CardKind w = card_kind(p.weapon);
    if ((weapon_classes(w) & kPoisonClass) || w == CardKind::PoisonTooth) return 0;  // a poison weapon played
  }
  return kPoisonClass;
}

bool wins_ties(const Game& g, Faction f, TerritoryId t) { return holds_here(g, f, t, Card::HabbanyaSietch); }
bool takes_tie(Game& g, Faction f, TerritoryId t) {
  if (!wins_ties(g, f, t)) return false;
  log_public(g, "Habbanya Sietch Stronghold card: {f} win the tie.", f);
  return true;
}

void plan_revealed(Game& g, Faction f, TerritoryId t, const BattlePlanRec& p) {
  if (!holds_here(g, f, t, Card::TueksSietch)) return;
  int n = 0;
  for (CardId c : {p.weapon, p.defense})
    if (c != kNoCard && card_info(c).category == CardCategory::Worthless) ++n;
  if (n == 0) return;
  gain(g, f, 2 * n);
  log_public(g, "Tuek's Sietch Stronghold card: {f} collect {n} spice for the Worthless cards they played.",
             f, 2 * n);
}

void battle_won(Game& g, Faction f, TerritoryId t, int opponentDialHalfPoints) {
  const int n = opponentDialHalfPoints / 2;
  if (!holds_here(g, f, t, Card::SietchTabr) || n <= 0) return;
  gain(g, f, n);
  log_public(g, "Sietch Tabr Stronghold card: {f} collect {n} spice for the strength their opponent dialed.",
             f, n);
}

}  // namespace dune::stronghold_cards
