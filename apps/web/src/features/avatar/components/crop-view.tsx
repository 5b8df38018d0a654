import { LIMITS } from '@studyflow/contracts/limits';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Slider } from '@studyflow/ui/slider';
import { Stack } from '@studyflow/ui/stack';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { avatarCopy as avatar } from '../copy';
import { cropToJpeg } from '../crop-image';
import * as styles from './avatar-modal.css';

const MIN_ZOOM = 1;

export interface CropViewProps {
  image: string;
  isUploading: boolean;
  onCancel: () => void;
  onUpload: (jpegDataUrl: string) => void;
}

/**
 * The round square crop (PRF-6): aspect 1, round, zoom from 1 to 3 in steps of 0.1 with a
 * slider, the image moved by pointer, touch or arrow keys; CANCEL goes back to the drop zone and
 * UPLOAD exports the crop as a white-backed jpeg.
 */
export default function CropView({ image, isUploading, onCancel, onUpload }: CropViewProps) {
  const helpId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [exporting, setExporting] = useState(false);

  const upload = async () => {
    if (!area) return;
    setExporting(true);
    try {
      onUpload(await cropToJpeg(image, area));
    } catch (error) {
      console.error('Could not crop the image', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4">
      <p id={helpId} className={styles.rules}>
        {avatar.cropHelp}
      </p>
      <div className={styles.cropArea}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={LIMITS.avatarMaxZoom}
          zoomSpeed={LIMITS.avatarZoomStep}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ role: 'application', 'aria-label': avatar.cropArea, 'aria-describedby': helpId }}
        />
      </div>
      <Slider
        label={avatar.zoom}
        minValue={MIN_ZOOM}
        maxValue={LIMITS.avatarMaxZoom}
        step={LIMITS.avatarZoomStep}
        value={zoom}
        valueLabel={avatar.zoomValue}
        onChange={(value) => setZoom(Math.round(value * 10) / 10)}
      />
      <Cluster gap="3" justify="end">
        <Button variant="secondary" onPress={onCancel} isDisabled={isUploading || exporting}>
          {avatar.cancel}
        </Button>
        <Button
          onPress={upload}
          isPending={isUploading || exporting}
          pendingLabel={avatar.uploading}
          isDisabled={area === null}
        >
          {avatar.upload}
        </Button>
      </Cluster>
    </Stack>
  );
}
