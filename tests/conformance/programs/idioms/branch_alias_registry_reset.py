# probe: a registry aliased under two names, rebound or cleared in a statement that is a branch variant
# inputs
name = "gemm"
# body
REG = {"attn": 1}
alias = REG
REG[name] = 2
REG = {}
r_alias = alias
r_reg = REG
alias.clear()
r_alias2 = alias
REG = alias
REG["after"] = 3
r_same = REG is alias
r_final = dict(alias)
r_known = "x"
