#include "engine/core/error.hpp"

namespace dune {

std::string_view err_key(Err e) {
  switch (e) {
    case Err::NotYourDecision: return "illegal.not_your_decision";
    case Err::WrongPhase: return "illegal.wrong_phase";
    case Err::BadAction: return "illegal.bad_action";
    case Err::NotAllowed: return "illegal.not_allowed";
    case Err::NotEnoughSpice: return "illegal.not_enough_spice";
    case Err::BidTooLow: return "illegal.bid_too_low";
    case Err::HandFull: return "illegal.hand_full";
    case Err::StormSector: return "illegal.storm_sector";
    case Err::StrongholdFull: return "illegal.stronghold_full";
    case Err::OutOfRange: return "illegal.out_of_range";
    case Err::NoSuchForces: return "illegal.no_such_forces";
    case Err::CardNotHeld: return "illegal.card_not_held";
    case Err::BadPlan: return "illegal.bad_plan";
    case Err::RevivalLimit: return "illegal.revival_limit";
    case Err::AllyTerritory: return "illegal.ally_territory";
    case Err::GameOver: return "illegal.game_over";
    case Err::AlreadyDecided: return "illegal.already_decided";
    case Err::BadJson: return "malformed.json";
    case Err::KaramaStopped: return "illegal.karama_stopped";
    case Err::ShipmentMade: return "illegal.shipment_made";
    case Err::MoveMade: return "illegal.move_made";
  }
  return "illegal.unknown";
}

}  // namespace dune
