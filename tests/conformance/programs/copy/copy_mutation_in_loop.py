# probe: copies taken in a loop from a changing list: each copy freezes its moment (shallow), and shares inner lists that later change
# inputs
n = 3
# body
import copy
state = {"items": [], "meta": {"count": 0}}
snaps = []
deeps = []
for i in range(n):
    state["items"].append(i)
    state["meta"]["count"] += 1
    snaps.append(copy.copy(state))
    deeps.append(copy.deepcopy(state))
r_snap_items = [s["items"] for s in snaps]
r_snap_counts = [s["meta"]["count"] for s in snaps]
r_deep_items = [d["items"] for d in deeps]
r_deep_counts = [d["meta"]["count"] for d in deeps]
r_shared = all(s["items"] is state["items"] for s in snaps)
snaps[0]["items"] = ["replaced"]
r_state_items = state["items"]
