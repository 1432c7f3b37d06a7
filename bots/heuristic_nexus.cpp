// The heuristic bot in the Nexus (GF9 Rulebook 2019 p.7 "Nexus", p.12 "Alliances"): whether to
// propose an alliance, answer one made to us, or stay alone. An alliance forms when two unallied
// players propose it to each other; a Pass ends our part of the Nexus, which declines every
// proposal still open to us (engine/rules/phases/nexus.cpp). The bot reads only its View: the
// strongholds each faction holds and the proposals on the table (View::nexusOffers).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bots/heuristic_bot.hpp"
#include "bots/heuristic_context.hpp"
#include "bots/heuristic_weights.hpp"

namespace dune::bots {
namespace detail {

namespace w = weights;

// An alliance is worth the strongholds the partner brings toward the shared win (four held by
// the pair, GF9 p.12); a proposal already made to us forms the alliance at once, so it is worth
// more than one that may go unanswered; joining a faction that already holds the winning count
// shares its win. Staying alone (Pass) keeps our own, unshared three-stronghold win.
double score_ally(const Context& c, const Action& a) {
  std::size_t f = static_cast<std::size_t>(a.faction);
  double v = w::kAllyBase + w::kAllyPerStronghold * c.strongholds[f];
  if (c.view.nexusOffers[f] == index(c.me)) v += w::kAllyOfferedUs;
  if (c.strongholds[f] + c.strongholds[static_cast<std::size_t>(c.me)] >= 4) v += w::kVictoryMove / 2;
  return v;
}

double score_nexus_pass(const Context&) { return w::kStayAlone; }

}  // namespace detail

std::optional<Faction> heuristic_proposal(const View& view, const std::vector<Action>& legal) {
  if (!view.seat || legal.empty() || view.nexusOffers[static_cast<std::size_t>(*view.seat)] >= 0)
    return std::nullopt;
  const detail::Context ctx(view, *view.seat);
  if (ctx.decision != DecisionKind::Nexus || ctx.ally) return std::nullopt;
  // The best and second-best scores over the whole list, as choose_heuristic scores it.
  std::size_t best = 0;
  double top = -1e18, second = -1e18;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const double s = detail::score_action(ctx, legal[i]);
    if (s > top) {
      second = top;
      top = s;
      best = i;
    } else if (s > second) {
      second = s;
    }
  }
  // Only a clear choice (beyond the jitter choose_heuristic adds): then it makes the same one.
  if (legal[best].kind != ActionKind::Ally || top - second <= detail::w::kNoise) return std::nullopt;
  return legal[best].faction;
}

bool heuristic_accepts_alliance(const View& view, Faction proposer) {
  if (!view.seat || view.nexusOffers[static_cast<std::size_t>(proposer)] != index(*view.seat)) return false;
  const detail::Context ctx(view, *view.seat);
  if (ctx.ally) return false;  // an alliance has two players (GF9 p.12)
  const Action accept{.kind = ActionKind::Ally, .faction = proposer};
  return detail::score_ally(ctx, accept) > detail::score_nexus_pass(ctx);
}

std::string heuristic_decline_reason(const View& view, Faction proposer, std::optional<Faction> alliedWith) {
  if (!view.seat) return {};
  const detail::Context ctx(view, *view.seat);
  const std::string them(faction_info(proposer).name);
  auto held = [](int n) { return n == 0 ? std::string("none") : std::to_string(n); };
  if (const std::optional<Faction> a = alliedWith ? alliedWith : ctx.ally) {
    return "I allied with the " + std::string(faction_info(*a).name) + " instead: they hold " +
           held(ctx.strongholds[static_cast<std::size_t>(*a)]) + " of the strongholds, you " +
           held(ctx.strongholds[static_cast<std::size_t>(proposer)]) + ".";
  }
  // The scores the bot chose by (score_ally against score_nexus_pass): a partner is worth the
  // strongholds it brings toward the four an alliance needs; alone we need three.
  const int theirs = ctx.strongholds[static_cast<std::size_t>(proposer)];
  const int ours = ctx.strongholds[static_cast<std::size_t>(*view.seat)];
  const Action accept{.kind = ActionKind::Ally, .faction = proposer};
  if (detail::score_ally(ctx, accept) > detail::score_nexus_pass(ctx))
    return "A close call, " + them + ", but I stay on my own this time.";
  if (theirs == 0 && ours >= 2)
    return "I hold " + std::to_string(ours) +
           " strongholds and you hold none: alone I need three to win, together we would need four.";
  if (theirs == 0)
    return "You hold no stronghold yet, " + them +
           ": together we would be no closer to the four an alliance needs than I am alone to three.";
  return "You bring too little toward the four strongholds an alliance needs; I stay on my own.";
}

}  // namespace dune::bots
