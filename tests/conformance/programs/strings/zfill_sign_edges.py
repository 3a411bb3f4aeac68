# probe: str.zfill with a leading sign, sign-only strings, non-digits, width smaller than the string
# inputs
texts = ["-42", "+42", "42", "-", "+", "", "--1", "+-1", "abc", "-abc", " -1", "-0.5", "1e-5", "\u0663"]
# body
r_zfill5 = [t.zfill(5) for t in texts]
r_zfill1 = [t.zfill(1) for t in texts[:4]]
r_vs_format = ("-42".zfill(6), format(-42, "06"), "%06d" % -42, format(-42, "0=6"), f"{-42:06}")
r_shape = "x".join(str(d).zfill(4) for d in (4, 8, 128))
r_ckpt = [f"step_{str(s).zfill(6)}.pt" for s in (0, 500, 123456, 1234567)]
r_zfill_neg = "-7".zfill(-3)
