// TEST-ONLY REFERENCE: the pre-issue-12 hand-written snapshot and view writers (see the .cpp).
#pragma once

#include <boost/json.hpp>

#include "engine/core/state.hpp"
#include "engine/view/view.hpp"

namespace dune::legacy {

boost::json::value snapshot_json(const Game& g);  // as engine to_json(const Game&) wrote it
boost::json::value view_json(const View& v);      // as engine to_json(const View&) wrote it

}  // namespace dune::legacy
