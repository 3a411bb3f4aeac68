def run_scenario(cfg):
    groups = cfg["groups"]
    assert groups % 2 == 0, f"groups={groups}"
    return [f"masked_g{groups}"]
