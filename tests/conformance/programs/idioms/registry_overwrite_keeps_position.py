# probe: a registry entry overwritten keeps its first position; popped and re-added it moves to the end; a name from an input may be either
# inputs
again = "a"
# body
REG = {}
def reg(name, v):
    REG[name] = v
reg("a", 1)
reg("b", 2)
reg("c", 3)
reg(again, 10)
r_order = list(REG)
r_vals = list(REG.values())
REG["b"] = REG.pop("b")
r_order2 = list(REG)
r_first = next(iter(REG))
r_last = list(REG)[-1]
r_rev = list(reversed(REG))
r_len = len(REG)
r_popitem = REG.popitem()
r_after = list(REG)
