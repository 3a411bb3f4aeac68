# probe: a reverse alias table built by a comprehension (colliding values: the last wins), canonical names grouped, an input alias resolved twice
# inputs
alias = "half"
# body
ALIASES = {"half": "fp16", "float16": "fp16", "bfloat16": "bf16", "float": "fp32", "float32": "fp32"}
rev = {v: k for k, v in ALIASES.items()}
r_rev = rev
groups = {}
for k, v in ALIASES.items():
    groups.setdefault(v, []).append(k)
r_groups = groups
canon = ALIASES.get(alias, alias)
r_canon = canon
r_twice = ALIASES.get(canon, canon)
r_back = rev.get(canon)
r_all_aliases = sorted(groups.get(canon, []))
r_n_canon = len(set(ALIASES.values()))
r_fixed = rev["bf16"]
