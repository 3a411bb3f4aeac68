# probe: harness CLI strings: "--batch-size=32" splitting, dash/underscore normalisation, bool/int/float/list conversions, odd spellings
# inputs
argv = ["--batch-size=32", "--lr=3e-4", "--use-bf16", "--dtype=BF16 ", "--shape=4x8", "--layers=1,2,,4,", "--seed=0x2A", "--warmup=1_000", "--ratio=.5", "--flag=False", "-v"]
# body
def parse(argv):
    out = {}
    for a in argv:
        key, eq, val = a.lstrip("-").partition("=")
        out[key.replace("-", "_")] = val.strip() if eq else True
    return out
cfg = parse(argv)
r_keys = sorted(cfg)
r_bs = int(cfg["batch_size"])
r_lr = float(cfg["lr"])
r_dtype = cfg["dtype"].lower()
r_shape = tuple(map(int, cfg["shape"].split("x")))
r_layers = [int(x) for x in cfg["layers"].split(",") if x]
r_seed = int(cfg["seed"], 0)
r_warmup = int(cfg["warmup"])
r_ratio = float(cfg["ratio"])
r_flag_naive = bool(cfg["flag"])
r_flag = cfg["flag"].lower() in ("1", "true", "yes", "on")
r_v = cfg["v"]
r_types = {k: type(v).__name__ for k, v in cfg.items()}
r_echo = " ".join(f"--{k.replace('_', '-')}={v}" for k, v in sorted(cfg.items()) if v is not True)
