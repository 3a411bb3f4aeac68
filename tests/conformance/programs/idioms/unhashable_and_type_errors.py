# probe: config values of the wrong type: dict.get with a list key, ** of a list, membership of a list in a set, str + int in a label, len of an int
# inputs
cfg = {"dtypes": ["bf16"], "M": 4096}
# body
def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__
r_get_list = err(lambda: cfg.get(cfg["dtypes"]))
r_in_dict = err(lambda: cfg["dtypes"] in cfg)
r_set_in = err(lambda: cfg["dtypes"] in {"bf16"})
r_star_list = err(lambda: {**cfg["dtypes"]})
r_concat = err(lambda: "M=" + cfg["M"])
r_len_int = err(lambda: len(cfg["M"]))
r_iter_int = err(lambda: [x for x in cfg["M"]])
r_index_str = err(lambda: cfg["dtypes"]["0"])
r_call_str = err(lambda: cfg["dtypes"][0]())
r_attr = err(lambda: cfg.dtypes)
r_mul = err(lambda: cfg["dtypes"] * 2)
r_mul_f = err(lambda: cfg["dtypes"] * 2.0)
r_neg_idx = err(lambda: cfg["dtypes"][-2])
r_key_tuple = err(lambda: {(1, [2]): 3})
r_int_list = err(lambda: int(cfg["dtypes"]))
