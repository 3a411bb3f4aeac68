# probe: sort with key returning tuples whose second items are None or mixed: error only when the first items tie
# inputs
rows = [("b", 2), ("a", None), ("c", 1)]
tie = [("a", None), ("a", 1)]
# body
def attempt(xs, **kw):
    try:
        return ["ok", sorted(xs, **kw)]
    except TypeError as e:
        return [type(e).__name__]
r_distinct = attempt(rows)
r_key_first = attempt(rows, key=lambda r: (r[0], r[1]))
r_tie = attempt(tie)
r_tie_key = attempt(tie, key=lambda r: r[0])
r_key_none = attempt([3, 1, 2], key=lambda v: None)
r_key_none_one = attempt([3], key=lambda v: None)
r_key_mixed = attempt([3, 1, 2], key=lambda v: v if v > 1 else str(v))
r_key_len_tuple = attempt(["bb", "a", "cc"], key=lambda s: (len(s), s), reverse=True)
r_empty_none = attempt([None])
r_two_none = attempt([None, None])
