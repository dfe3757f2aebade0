# PyTorch's environment report on the lab machine, to compare its "cuDNN version" lines (found by
# searching the system) with the cuDNN the process really loads (loaded-libraries).
python3 -m torch.utils.collect_env
