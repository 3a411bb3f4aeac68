# probe: pairing a flat list of shape values by zipping one iterator with itself: over a list, a tuple, a dict's values() and a range
# inputs
flat = [128, 64, 256, 128]
# body
it = iter(flat)
r_list = list(zip(it, it))
cfg = {"M0": 128, "K0": 64, "M1": 256, "K1": 128}
vit = iter(cfg.values())
r_values = list(zip(vit, vit))
kit = iter(cfg)
r_keys = list(zip(kit, kit))
rit = iter(range(4))
r_range = list(zip(rit, rit))
tit = iter(tuple(flat))
r_tuple = [a * b for a, b in zip(tit, tit)]
