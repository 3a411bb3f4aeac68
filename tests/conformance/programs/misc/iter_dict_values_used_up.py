# probe: iter() of a dict's values() view is an iterator used up by its first list(): the second list() of it is empty
# inputs
n = 1
# body
cfg = {"M": 128, "N": 256}
vit = iter(cfg.values())
r_first = list(vit)
r_second = list(vit)
