# probe: a linear-warmup / step-decay learning-rate schedule computed with floats and ints, shown with repr, str, .2e and %g
# inputs
base_lr = 3e-4
warmup = 4
total = 10
# body
def lr_at(step):
    if step < warmup:
        return base_lr * (step + 1) / warmup
    decay = (step - warmup) // 2
    return base_lr * 0.5 ** decay
r_lrs = [lr_at(s) for s in range(total)]
r_repr = repr(r_lrs[:3])
r_str = [str(v) for v in r_lrs]
r_e = [f"{v:.2e}" for v in r_lrs]
r_g = ['%g' % v for v in r_lrs]
r_min = min(r_lrs)
r_peak_step = r_lrs.index(max(r_lrs))
r_ratio = [round(v / base_lr, 4) for v in r_lrs]
r_tiny = str(base_lr * 1e-3)
