# probe: evaluation order: call arguments left to right (positional, *args, keywords, **kwargs), dict displays key before value, the callee before its arguments, operands before the operator runs
# inputs
base = 3
# body
log = []
def t(tag, v=None):
    log.append(tag)
    return v
def fn(*a, **k):
    return len(a), sorted(k)
t("callee", fn)(t("p1", 1), *t("star", [2, 3]), k1=t("kw", 4), **t("dstar", {"k2": 5}))
r_call = list(log)
log.clear()
d = {t("k1", "a"): t("v1", 1), t("k2", "b"): t("v2", 2), **t("spread", {"c": 3})}
r_dict = list(log)
log.clear()
r_arith = t("x", base) + t("y", base) * t("z", base)
r_arith_log = list(log)
log.clear()
r_pow = t("p", 2) ** t("q", base) ** t("r", 2)
r_pow_log = list(log)
log.clear()
xs = [0, 1, 2, 3]
r_sub = t("seq", xs)[t("lo", 1):t("hi", 3)]
r_sub_log = list(log)
log.clear()
r_list = [t("a", 1), *t("b", [2]), t("c", 3)]
r_list_log = list(log)
r_dup_keys = {1: "int", 1.0: "float", True: "bool"}
r_set_dup = {1, 1.0, True}
