# probe: harness run names from hyperparameters (lr in e/g notation, batch sizes) and parsing them back with split/partition/float
# inputs
lrs = [3e-4, 1e-3, 0.0001, 5e-05, 0.01, 2.5e-6, 1.0]
bss = [8, 32, 256]
# body
r_names_g = [f"lr{lr:g}_bs{bs}" for lr in lrs for bs in bss[:1]]
r_names_e = [f"lr{lr:.0e}_bs{bs}" for lr in lrs for bs in bss[1:2]]
r_names_str = ["lr" + str(lr) for lr in lrs]
r_names_repr = ["lr%r" % lr for lr in lrs]
r_names_pct = ["lr%.1e-bs%03d" % (lr, bs) for lr, bs in zip(lrs, bss)]
def parse(name):
    lr_part, _, bs_part = name.partition("_")
    return float(lr_part[2:]), int(bs_part[2:])
r_parsed = [parse(n) for n in r_names_g]
r_roundtrip_g = [parse(n)[0] == lr for n, lr in zip(r_names_g, lrs)]
r_parsed_e = [parse(n)[0] for n in r_names_e]
r_scaled = [repr(lr * bs / 256) for lr in lrs[:3] for bs in bss]
r_sqrt_scaled = [f"{lr * (bs / 32) ** 0.5:.3g}" for lr in lrs[:2] for bs in bss]
