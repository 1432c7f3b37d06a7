// Pairs of game files that differ only in one secret (issue 35): for each of the nine decisions that used to
// open, or show bounds, only when the secret held, a file with the secret and one without. Everyone but the
// secret's owner must read the same from both: every other seat's view and legal actions, the spectator's
// view, the public summary and the stream (tests/view_reshuffle_test.cpp in the engine, and
// tests/server/privacy_pairs_test.cpp against a real server on loopback).
#pragma once

#include <string>
#include <vector>

namespace dune::test {

struct PrivacyPair {
  const char* name;   // the decision kind that used to give the secret away
  const char* owner;  // the faction whose view may differ (the secret's owner)
  std::string with, without;
};

inline std::string game_file(const std::string& setup, const std::string& position,
                             const std::string& actions = "[]") {
  return R"({"format":"dune-game","setup":)" + setup + R"(,"position":)" + position + R"(,"actions":)" +
         actions + "}";
}

inline std::vector<PrivacyPair> privacy_pairs() {
  std::vector<PrivacyPair> out;
  auto setup = [](const std::string& ruleset, const std::string& factions,
                  const std::string& variants = "[]") {
    return R"({"ruleset":")" + ruleset + R"(","factions":[)" + factions + R"(],"variants":)" + variants +
           R"(,"seed":4242,"random_seating":false})";
  };
  // CHOAM Charity (GF9 p.7): asked only of a faction with 0 or 1 spice, it showed when the Atreides had 1.
  {
    const std::string s = setup("basic", R"("atreides","harkonnen","fremen")");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"charity","atreides":{"spice":)" + std::to_string(spice) +
             R"(},"harkonnen":{"spice":10},"fremen":{"spice":10}})";
    };
    out.push_back({"charity", "atreides", game_file(s, pos(1)), game_file(s, pos(5))});
  }
  // Extortion (E3 p.6): asked only of factions with 3 spice or more, in storm order.
  {
    const std::string s = setup("basic", R"("moritani","atreides","harkonnen")");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"mentat_pause","terror_tokens":{"extortion":"waiting"},"atreides":{"spice":)" +
             std::to_string(spice) + R"(},"harkonnen":{"spice":10},"moritani":{"spice":4}})";
    };
    out.push_back({"extortion", "atreides", game_file(s, pos(2)), game_file(s, pos(8))});
  }
  // Ecaz's Ambassadors (E3 p.7): the placement window opened only when Ecaz held the next one's price.
  {
    const std::string s = setup("basic", R"("ecaz","atreides","harkonnen")");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"revival","ecaz":{"spice":)" + std::to_string(spice) +
             R"(,"tanks":0},"atreides":{"spice":5,"tanks":0},"harkonnen":{"spice":5,"tanks":0}})";
    };
    out.push_back({"place_ambassador", "ecaz", game_file(s, pos(0)), game_file(s, pos(5))});
  }
  // Kaitain high (Homeworlds): the discards window opened only with 2 spice or more, its max half the spice.
  {
    const std::string s = setup("basic", R"("emperor","atreides","harkonnen")", R"(["em_homeworlds"])");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"bidding","emperor":{"spice":)" + std::to_string(spice) +
             R"(,"hand":["lasgun","shield","snooper","crysknife"]},
              "atreides":{"spice":5,"hand":["chaumas","chaumurky","ellaca_drug","gom_jabbar"]},
              "harkonnen":{"spice":5,"hand":["maula_pistol","slip_tip","stunner","shield","snooper","karama",
                                             "hajr","truthtrance"]}})";
    };
    out.push_back({"homeworld_discard", "emperor", game_file(s, pos(1)), game_file(s, pos(9))});
  }
  // The Tleilaxu revival window (Advanced): it opened whenever they held a Karama.
  {
    const std::string s = setup("advanced", R"("tleilaxu","atreides","harkonnen")");
    auto pos = [](const std::string& card) {
      return R"({"turn":2,"phase":"revival","tleilaxu":{"spice":5,"tanks":0,"hand":[")" + card +
             R"("]},"atreides":{"spice":5,"tanks":0},"harkonnen":{"spice":5,"tanks":0}})";
    };
    out.push_back({"revival_grants", "tleilaxu", game_file(s, pos("karama")), game_file(s, pos("lasgun"))});
  }
  // The Tleilaxu price for an early revival: its max was the asker's spice, shown to the Tleilaxu.
  {
    const std::string s = setup("basic", R"("tleilaxu","atreides","harkonnen")");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"revival","atreides":{"spice":)" + std::to_string(spice) +
             R"(,"tanks":0,"leaders_in_tanks":["Duncan Idaho"]},"tleilaxu":{"spice":5,"tanks":0},
              "harkonnen":{"spice":5,"tanks":0}})";
    };
    const std::string ask =
        R"([{"seat":"atreides","action":{"type":"request_revival","leader":"Duncan Idaho"}}])";
    out.push_back({"revival_price", "atreides", game_file(s, pos(3), ask), game_file(s, pos(12), ask)});
  }
  // The Face Dancer window: it opened only when the winner's leader was one of the Tleilaxu's Face Dancers.
  {
    const std::string s = setup("basic", R"("emperor","tleilaxu","harkonnen")");
    auto pos = [](const std::string& dancer) {
      return R"({"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"emperor","territory":"the_great_flat","count":8},
          {"faction":"tleilaxu","territory":"the_great_flat","count":6},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
          "emperor":{"spice":10,"tanks":0,"hand":[],"traitors":["Piter de Vries"]},
          "tleilaxu":{"spice":10,"tanks":0,"hand":[],"face_dancers":[")" +
             dancer + R"(","Feyd-Rautha","Beast Rabban"]},
          "harkonnen":{"spice":10,"traitors":["Caid","Burseg","Hidar Fen Ajidica","Master Zaaf"]}})";
    };
    const std::string fight =
        R"([{"seat":"emperor","action":{"type":"battle_plan","leader":"Bashar","dial":5}},
        {"seat":"tleilaxu","action":{"type":"battle_plan","leader":"Blin","dial":2}},
        {"seat":"emperor","action":{"type":"pass"}},{"seat":"tleilaxu","action":{"type":"pass"}}])";
    out.push_back({"face_dancer", "tleilaxu", game_file(s, pos("Bashar"), fight),
                   game_file(s, pos("Captain Aramsham"), fight)});
  }
  // Assassinate Leaders (Advanced): it opened only when the Moritani held a traitor card naming another
  // living leader of the faction that beat them.
  {
    const std::string s = setup("advanced", R"("moritani","fremen","harkonnen")");
    auto pos = [](const std::string& traitor) {
      return R"({"turn":3,"phase":"battle","storm_sector":0,"forces":[
          {"faction":"moritani","territory":"the_great_flat","count":5},
          {"faction":"fremen","territory":"the_great_flat","count":6},
          {"faction":"harkonnen","territory":"carthag","count":5}],"spice_on_board":[],
          "moritani":{"spice":10,"hand":[],"traitors":[")" +
             traitor + R"("]},"fremen":{"spice":10,"hand":[],"traitors":["Beast Rabban"]},
          "harkonnen":{"spice":10,"hand":[],"traitors":["Hiih Resser","Trin Kronos","Grieu Kronos","Vando Terboli"]}})";
    };
    const std::string fight = R"([{"seat":"fremen","action":{"type":"battle_plan","leader":"Jamis","dial":5}},
        {"seat":"moritani","action":{"type":"battle_plan","leader":"Lupino Ord","dial":0}},
        {"seat":"moritani","action":{"type":"pass"}},{"seat":"fremen","action":{"type":"pass"}}])";
    out.push_back({"assassinate_leaders", "moritani", game_file(s, pos("Otheym"), fight),
                   game_file(s, pos("Piter de Vries"), fight)});
  }
  // The Emperor paying for its ally's revival: asked, with nothing of its own to revive, only with 2 spice.
  {
    const std::string s = setup("basic", R"("emperor","fremen","harkonnen")");
    auto pos = [](int spice) {
      return R"({"turn":2,"phase":"revival","emperor":{"spice":)" + std::to_string(spice) +
             R"(,"tanks":0,"ally":"fremen"},"fremen":{"spice":0,"tanks":4},"harkonnen":{"spice":5,"tanks":0}})";
    };
    out.push_back({"revive", "emperor", game_file(s, pos(1)), game_file(s, pos(9))});
  }
  return out;
}

}  // namespace dune::test
