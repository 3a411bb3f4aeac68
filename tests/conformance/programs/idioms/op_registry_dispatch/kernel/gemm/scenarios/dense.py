from kernel.gemm.common import common_settings

def run_scenario(cfg):
    s = common_settings(cfg)
    return [f"dense_{bs}x{cfg['m']}" for bs in s["batch_sizes"]]
